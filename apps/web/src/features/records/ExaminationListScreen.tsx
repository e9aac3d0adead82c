import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { examDetailPath } from './paths.ts';
import { useExaminations } from './queries.ts';

/** Physical examination records of the current patient (/health/patient/examination/list). */
export default function ExaminationListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="体检记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <ExaminationList patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function ExaminationList({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const exams = useExaminations(patientId);
  if (exams.isPending) return <LoadingState />;
  if (exams.isError) {
    return <ErrorState message={errorMessage(exams.error)} onRetry={() => void exams.refetch()} />;
  }
  if (exams.data.list.length === 0) return <EmptyState title="暂无体检记录" />;
  return (
    <List className={styles.list} header={`共${exams.data.total}次体检`} aria-label="体检记录">
      {exams.data.list.map((e) => (
        <List.Item
          key={e.id}
          data-testid="exam-row"
          onClick={() => navigate(examDetailPath(e.id))}
          description={
            <div className={styles.rowMeta}>
              <div>{formatDateTime(e.examTime)}</div>
              {e.orgName && <div>{e.orgName}</div>}
            </div>
          }
          extra={
            e.abnormalCount > 0 ? (
              <Tag color="danger" fill="outline">
                {e.abnormalCount}项异常
              </Tag>
            ) : (
              <Tag color="success" fill="outline">
                {e.itemCount}项正常
              </Tag>
            )
          }
        >
          <span className={styles.row}>{e.title}</span>
        </List.Item>
      ))}
    </List>
  );
}
