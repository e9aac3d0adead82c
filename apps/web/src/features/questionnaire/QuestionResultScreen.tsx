import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { historyPath, idOf, QUESTION_PATHS } from './paths.ts';
import { useHealthIndex, useRecordDetail } from './queries.ts';
import { ResultView } from './ResultView.tsx';

/** A questionnaire's result (/health/patient/question/result?recordId=): band, text and advice. */
export default function QuestionResultScreen() {
  const [params] = useSearchParams();
  const recordId = idOf(params.get('recordId'));
  return (
    <main className={styles.page}>
      <PageBar title="评估结果" fallback={QUESTION_PATHS.list} />
      {recordId === 0 ? <EmptyState title="未找到该记录" /> : <Result recordId={recordId} />}
    </main>
  );
}

function Result({ recordId }: { recordId: number }) {
  const navigate = useNavigate();
  const record = useRecordDetail(recordId);
  const scored = record.data?.total !== null && record.data?.total !== undefined;
  const index = useHealthIndex(scored ? recordId : 0);
  if (record.isPending || (scored && index.isPending)) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const r = index.data ?? record.data;
  return (
    <>
      <ResultView r={r} />
      <div className={styles.actions}>
        {scored && (
          <Button color="primary" onClick={() => navigate(historyPath(r.questionId))}>
            查看历史趋势
          </Button>
        )}
        <Button onClick={() => navigate(QUESTION_PATHS.list)}>返回问卷列表</Button>
      </div>
    </>
  );
}
