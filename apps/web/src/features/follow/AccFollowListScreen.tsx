import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PlanList } from './components/PlanList.tsx';
import { SummaryCounts } from './PlanListScreen.tsx';
import { planDetailPath } from './paths.ts';

/** /app/acc/doctor/follow/list: the plans of the doctor's scope by status. */
export default function AccFollowListScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="随访管理" fallback="/app/acc/doctor/index" />
      <SummaryCounts />
      <PlanList base={{ scope: 'all' }} onOpen={(p) => navigate(planDetailPath(p.id))} />
    </main>
  );
}
