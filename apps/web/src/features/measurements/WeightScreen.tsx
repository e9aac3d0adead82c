import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { MEASURE_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { TypeHistory } from './components/TypeHistory.tsx';

/** Weight (/health/patient/weight/detail): trend, readings with BMI grade, entry. */
export default function WeightScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="体重记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>
        {(patient) => (
          <>
            <div className={styles.actions}>
              <Button
                color="primary"
                size="large"
                shape="rounded"
                onClick={() => navigate(`${MEASURE_PATHS.lifeAdd}?type=weight&patientId=${patient.id}`)}
              >
                录入体重
              </Button>
              <Button
                size="large"
                shape="rounded"
                onClick={() => navigate(`${MEASURE_PATHS.weightRecord}?patientId=${patient.id}`)}
              >
                设备记录
              </Button>
            </div>
            <TypeHistory patientId={patient.id} type="weight" />
          </>
        )}
      </PatientScope>
    </main>
  );
}
