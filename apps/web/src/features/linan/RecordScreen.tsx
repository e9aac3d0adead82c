import { dateTimeText, type PatientView } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { resultPath } from '../questionnaire/paths.ts';
import qcss from '../questionnaire/Questionnaire.module.css';
import { LINAN_PATHS, reportPath } from './paths.ts';
import { useAssessmentRecords, useLinanIndex } from './queries.ts';

/**
 * 测评记录 (/app/linan/record): every questionnaire the patient has answered, newest first; a
 * health-index record opens its Lin'an report, any other its questionnaire result.
 */
export default function RecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="测评记录" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Records patient={patient} />}</PatientScope>
    </main>
  );
}

function Records({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const records = useAssessmentRecords(patient.id);
  const index = useLinanIndex(patient.id);
  if (records.isPending || index.isPending) return <LoadingState />;
  if (records.isError)
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const list = records.data.list;
  if (list.length === 0) return <EmptyState title="暂无测评记录" />;
  const indexId = index.question?.id ?? 0;
  return (
    <List className={styles.list} aria-label="测评记录">
      {list.map((r) => (
        <List.Item
          key={r.id}
          clickable
          onClick={() => navigate(r.questionId === indexId ? reportPath(r.id) : resultPath(r.id))}
          description={dateTimeText(r.answeredAt)}
          extra={
            r.total !== null ? (
              <span className={qcss[`tone-${r.tone ?? 'normal'}`]}>
                {r.total}
                {r.unit ?? ''} {r.level}
              </span>
            ) : (
              '已提交'
            )
          }
        >
          {r.questionName}
        </List.Item>
      ))}
    </List>
  );
}
