import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { useHealthIndex, useRecordDetail } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { CHILD_PATHS } from './paths.ts';

/** A submitted questionnaire (question/success?recordId=): confirmation and the stored result. */
export default function QuestionSuccessScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recordId = idOf(params.get('recordId'));
  const record = useRecordDetail(recordId);
  const index = useHealthIndex(record.data?.total !== null && record.data ? recordId : 0);
  let body: React.ReactNode;
  if (recordId === 0) body = <EmptyState title="未找到该问卷记录" />;
  else if (record.isPending || (record.data?.total !== null && index.isPending)) body = <LoadingState />;
  else if (record.isError)
    body = <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  else if (index.isError)
    body = <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  else
    body = (
      <>
        <Result status="success" title="提交成功" description="问卷结果已保存，可在健康问卷中随时查看。" />
        <ResultView r={index.data ?? record.data} />
      </>
    );
  return (
    <main className={styles.page}>
      <PageBar title="提交结果" fallback={CHILD_PATHS.questionInfo} />
      {body}
      <div className={styles.actions}>
        <Button color="primary" onClick={() => navigate(CHILD_PATHS.questionInfo)}>
          全部问卷
        </Button>
        <Button onClick={() => navigate(CHILD_PATHS.home)}>返回首页</Button>
      </div>
    </main>
  );
}
