import type { PatientView } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useMonthlyReports } from './queries.ts';
import { monthTitle, statText } from './report-text.ts';

/** Hypertension reports by month (/health/patient/blood/pressure/report/list). */
export default function BpReportListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="血压健康报告" fallback={MEASURE_PATHS.bp} />
      <PatientScope>{(patient) => <Reports patient={patient} />}</PatientScope>
    </main>
  );
}

function Reports({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const reports = useMonthlyReports(patient.id, 'bp');
  if (reports.isPending) return <LoadingState />;
  if (reports.isError)
    return <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0) return <EmptyState title="暂无血压报告，录入血压后按月生成" />;
  const open = (start: string, end: string) =>
    navigate(
      `${MEASURE_PATHS.bpReport}?${new URLSearchParams({ patientId: String(patient.id), start, end }).toString()}`,
    );
  return (
    <List className={styles.list} header="按月统计（近12个月）">
      {reports.data.map((r) => (
        <List.Item
          key={r.month}
          onClick={() => open(r.start, r.end)}
          description={
            <span className={styles.rowMeta}>
              测量{r.count}次 · 平均 {statText(r.stats.systolic?.avg)}/{statText(r.stats.diastolic?.avg)} mmHg
            </span>
          }
          extra={
            r.abnormalCount > 0 ? (
              <Tag color="danger" fill="outline">
                异常{r.abnormalCount}次
              </Tag>
            ) : (
              <Tag color="success" fill="outline">
                全部达标
              </Tag>
            )
          }
        >
          <span className={styles.row}>{monthTitle(r.month)}高血压报告</span>
        </List.Item>
      ))}
    </List>
  );
}
