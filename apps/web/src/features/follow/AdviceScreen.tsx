import { useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { RecordList } from './components/RecordList.tsx';
import css from './Follow.module.css';
import { planDetailPath } from './paths.ts';

/** /health/doctor/advice[?patientId=]: the health advice given at follow-up visits, newest first. */
export default function AdviceScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const patientId = Number(params.get('patientId')) || undefined;
  return (
    <main className={styles.page}>
      <PageBar title="医嘱指导" fallback={DOCTOR_PATHS.home} />
      <p className={css.notice}>随访时给出的健康指导与用药建议</p>
      <RecordList
        filter={patientId ? { patientId } : {}}
        body="advice"
        empty="暂无医嘱指导"
        onOpen={(r) => navigate(planDetailPath(r.planId))}
      />
    </main>
  );
}
