import { PageBar } from '../../ui/PageBar.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YZH_LOCAL_PATHS } from './paths.ts';
import { RecordDetail } from './RecordDetail.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/** /app/yzh/patient/local/report/detail?id=: one report. */
export default function LocalReportDetailScreen() {
  return (
    <>
      <PageBar title="报告详情" fallback={YZH_LOCAL_PATHS.report} />
      <LocalNotice />
      <ResidentGate>{(d) => <RecordDetail localAreaCode={d.localAreaCode} />}</ResidentGate>
    </>
  );
}
