import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useHealthIndex } from '../questionnaire/queries.ts';
import { HealthIndexCard } from './HealthIndexCard.tsx';
import { SJTU_PATHS } from './paths.ts';
import { useSjtuStudy } from './queries.ts';
import css from './Sjtu.module.css';

/**
 * The participant's latest health index (/app/sjtu/questionnaire/health/index). The same screen
 * serves /app/sjtu/third/health/index, the entry opened from a partner app's web view after its
 * sign-in: there it has no back bar (the partner app has its own) but a 进入研究问卷 button.
 */
export function HealthIndexView({ third }: { third: boolean }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      {third ? (
        <header className={css.hero}>
          <h1>我的健康指数</h1>
          <p>健康状况与生活方式研究</p>
        </header>
      ) : (
        <PageBar title="我的健康指数" fallback={SJTU_PATHS.index} />
      )}
      <PatientScope>{(patient) => <Latest patientId={patient.id} />}</PatientScope>
      <div className={styles.actions}>
        <Button color="primary" onClick={() => navigate(SJTU_PATHS.index)}>
          {third ? '进入研究问卷' : '返回问卷首页'}
        </Button>
        <Button onClick={() => navigate(SJTU_PATHS.history)}>历史报告</Button>
      </div>
    </main>
  );
}

function Latest({ patientId }: { patientId: number }) {
  const list = useSjtuStudy(patientId);
  const recordId = list.study?.last?.recordId ?? 0;
  const index = useHealthIndex(recordId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (recordId === 0) return <EmptyState title="暂无健康指数，完成研究问卷后即可查看" />;
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  return <HealthIndexCard r={index.data} compact />;
}

export default function SjtuHealthIndexScreen() {
  return <HealthIndexView third={false} />;
}
