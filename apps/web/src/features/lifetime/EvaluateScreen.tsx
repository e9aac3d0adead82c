import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import { QUESTION_PATHS, resultPath } from '../questionnaire/paths.ts';
import { LIFETIME_PATHS } from './paths.ts';
import { useEvaluations } from './queries.ts';

const TONE_COLOR = { normal: 'success', attention: 'warning', abnormal: 'danger', severe: 'danger' } as const;

/** Assessments (scored questionnaires) of the family member (/app/yingkang/lifetime/user/evaluate). */
export default function EvaluateScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="评估记录" fallback={LIFETIME_PATHS.archives} />
      <PatientScope>{(patient) => <Evaluations patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Evaluations({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const list = useEvaluations(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState title="暂无评估记录">
        <Button size="small" color="primary" onClick={() => navigate(QUESTION_PATHS.list)}>
          去做评估
        </Button>
      </EmptyState>
    );
  return (
    <List className={styles.list} header={`共${list.data.total}次评估`} aria-label="评估记录">
      {list.data.list.map((r) => (
        <List.Item
          key={r.id}
          data-testid="evaluate-row"
          onClick={() => navigate(resultPath(r.id))}
          description={formatDateTime(r.answeredAt)}
          extra={
            r.level ? (
              <Tag color={r.tone ? TONE_COLOR[r.tone] : 'default'} fill="outline">
                {r.level}
              </Tag>
            ) : null
          }
        >
          <span className={styles.row}>
            {r.questionName}
            {r.total !== null && (
              <span className={styles.meta}>
                {r.total}
                {r.unit ?? '分'}
              </span>
            )}
          </span>
        </List.Item>
      ))}
    </List>
  );
}
