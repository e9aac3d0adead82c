import { dateTimeText } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useQuestionList } from '../questionnaire/queries.ts';
import { CHILD_PATHS } from './paths.ts';

/** The questionnaires of the form engine for the current patient (question/info). */
export default function QuestionInfoScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康问卷" fallback={CHILD_PATHS.home} />
      <PatientScope>{(patient) => <Questions patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Questions({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const list = useQuestionList(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无问卷" />;
  return (
    <>
      {list.data.list.map((q) => (
        <section key={q.id} className={styles.card} aria-label={q.name} data-testid={`question-${q.code}`}>
          <h2 className={styles.cardTitle}>
            {q.name} {q.hasDraft && <Tag color="warning">有草稿</Tag>}
          </h2>
          {q.intro && <p className={styles.meta}>{q.intro}</p>}
          {q.last && (
            <p className={styles.meta}>
              上次：{dateTimeText(q.last.answeredAt)}
              {q.last.level ? ` · ${q.last.level}` : ''}
            </p>
          )}
          <div className={styles.actions} style={{ padding: '0.12rem 0 0' }}>
            <Button
              size="small"
              color="primary"
              onClick={() => navigate(`${CHILD_PATHS.questionForm}?questionId=${q.id}`)}
            >
              {q.hasDraft ? '继续填写' : '填写'}
            </Button>
            {q.last && (
              <Button
                size="small"
                onClick={() => navigate(`${CHILD_PATHS.questionSuccess}?recordId=${q.last?.recordId ?? 0}`)}
              >
                查看结果
              </Button>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
