import type { PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { OstaBadge } from './OstaBadge.tsx';
import { FZJJH_PATHS, resultPath } from './paths.ts';
import { useFraxHistory } from './queries.ts';

/** fzjjh index (/app/fzjjh/index): the patient's assessments, newest first. */
export default function FzjjhIndexScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="评估记录" fallback={FZJJH_PATHS.home} />
      <PatientScope>{(patient) => <History patient={patient} />}</PatientScope>
    </main>
  );
}

function History({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const history = useFraxHistory(patient.id);
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <EmptyState title="暂无评估记录">
        <Button size="small" color="primary" onClick={() => navigate(FZJJH_PATHS.probability)}>
          开始评估
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <List
        className={styles.list}
        header={`骨质疏松风险筛查（共${history.data.length}次）`}
        aria-label="评估记录"
      >
        {history.data.map((r) => (
          <List.Item
            key={r.id}
            clickable
            data-testid="frax-row"
            onClick={() => navigate(resultPath(r.id))}
            description={`身高${r.height}cm · 体重${r.weight}kg · ${r.osta.age}岁`}
            extra={<OstaBadge band={r.osta.band} name={r.osta.bandName} />}
          >
            {formatDateTime(r.createdAt)} · OSTA {r.osta.index}
          </List.Item>
        ))}
      </List>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(FZJJH_PATHS.probability)}>
          再次评估
        </Button>
      </div>
    </>
  );
}
