import { PATIENT_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { reportDetailPath } from './paths.ts';
import { RecordList } from './RecordList.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/** /app/yzh/patient/local/report: the resident's check reports. */
export default function LocalReportScreen() {
  return (
    <>
      <PageBar title="我的报告" fallback={PATIENT_PATHS.home} />
      <LocalNotice />
      <ResidentGate>
        {(d) => (
          <RecordList
            localAreaCode={d.localAreaCode}
            kind="report"
            empty="暂无报告"
            detail={reportDetailPath}
          />
        )}
      </ResidentGate>
    </>
  );
}
