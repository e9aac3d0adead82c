import { PageBar } from '../../ui/PageBar.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YZH_LOCAL_PATHS } from './paths.ts';
import { RecordDetail } from './RecordDetail.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/** /app/yzh/patient/local/prescription/detail?id=: one prescription. */
export default function PrescriptionDetailScreen() {
  return (
    <>
      <PageBar title="处方详情" fallback={YZH_LOCAL_PATHS.prescription} />
      <LocalNotice />
      <ResidentGate>{(d) => <RecordDetail localAreaCode={d.localAreaCode} />}</ResidentGate>
    </>
  );
}
