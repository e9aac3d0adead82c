import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { RecordFlow } from './components/RecordFlow.tsx';
import { FOLLOW_PATHS } from './paths.ts';

/** /health/doctor/patient/follow/check/form?planId=: the follow-up form of a plan, then its assessment. */
export default function CheckFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="随访记录" fallback={FOLLOW_PATHS.plans} />
      <RecordFlow />
    </main>
  );
}
