import type { PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { LatestReadings } from './LatestReadings.tsx';
import css from './Linan.module.css';
import { LINAN_PATHS } from './paths.ts';

/**
 * 身体指标 (/app/linan/health/body): the latest blood pressure, sugar, lipids, weight and heart rate
 * from the measurements area; each opens its Lin'an detection tab (history and entry).
 */
export default function BodyScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="身体指标" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Body patient={patient} />}</PatientScope>
    </main>
  );
}

function Body({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  return (
    <>
      <LatestReadings patientId={patient.id} />
      <div className={css.buttons}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(LINAN_PATHS.detection)}>
          记录测量
        </Button>
      </div>
    </>
  );
}
