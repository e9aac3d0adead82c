import type { PatientView } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { RecordLines, ReferralBanner } from './components/RecordResult.tsx';
import { FOLLOW_PATHS } from './paths.ts';
import { useLastReport } from './queries.ts';

/** /health/patient/follow/programme/intervene/last/report: the latest follow-up visit and its advice. */
export default function LastReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="最近随访报告" fallback={FOLLOW_PATHS.programme} />
      <PatientScope>{(patient: PatientView) => <Report patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Report({ patientId }: { patientId: number }) {
  const report = useLastReport(patientId);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  if (!report.data) return <EmptyState title="暂无随访报告" />;
  return (
    <>
      <ReferralBanner record={report.data} doctor={false} />
      <RecordLines record={report.data} />
    </>
  );
}
