import type { PatientView } from '@kanghu/shared';
import { useSearchParams } from 'react-router';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BpReportBody } from './components/BpReportBody.tsx';
import { lastDays, type ReportRange, useReport } from './queries.ts';

/** The hypertension report (/health/patient/blood/pressure/report/detail): ?start&end, default the last 30 days. */
export default function BpReportDetailScreen() {
  const [params] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  const range: ReportRange = start && end ? { start, end } : lastDays(30);
  return (
    <main className={styles.page}>
      <PageBar title="高血压健康报告" fallback={MEASURE_PATHS.bp} />
      <PatientScope>{(patient) => <Report patient={patient} range={range} />}</PatientScope>
    </main>
  );
}

function Report({ patient, range }: { patient: PatientView; range: ReportRange }) {
  const report = useReport(patient.id, 'bp', range);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  return <BpReportBody report={report.data} />;
}
