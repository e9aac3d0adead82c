import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { useHealthIndex } from '../questionnaire/queries.ts';
import { HealthIndexCard } from './HealthIndexCard.tsx';
import { SJTU_PATHS } from './paths.ts';

/** A study round's result (/app/sjtu/questionnaire/result?recordId=): the health index and advice. */
export default function SjtuResultScreen() {
  const [params] = useSearchParams();
  const recordId = idOf(params.get('recordId'));
  return (
    <main className={styles.page}>
      <PageBar title="问卷结果" fallback={SJTU_PATHS.index} />
      {recordId === 0 ? <EmptyState title="未找到该记录" /> : <Result recordId={recordId} />}
    </main>
  );
}

function Result({ recordId }: { recordId: number }) {
  const navigate = useNavigate();
  const index = useHealthIndex(recordId);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>问卷已提交</h2>
        <p className={styles.meta}>感谢您参与本研究！以下是根据您本次回答生成的健康指数。</p>
      </section>
      <HealthIndexCard r={index.data} />
      <div className={styles.actions}>
        <Button color="primary" onClick={() => navigate(SJTU_PATHS.history)}>
          历史报告
        </Button>
        <Button onClick={() => navigate(SJTU_PATHS.index)}>返回首页</Button>
      </div>
    </>
  );
}
