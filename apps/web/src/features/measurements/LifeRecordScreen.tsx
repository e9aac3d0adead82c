import { MEASUREMENT_TYPE_INFO } from '@kanghu/shared';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MEASURE_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { type ChartedType, TypeHistory } from './components/TypeHistory.tsx';

export const LIFE_TYPES: readonly ChartedType[] = ['bg', 'temp', 'spo2', 'hr', 'weight'];

function typeOf(value: string | null): ChartedType {
  return LIFE_TYPES.find((t) => t === value) ?? 'bg';
}

/** Life records (/health/patient/life/record?type=): one tab per type, each with its trend and readings. */
export default function LifeRecordScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('type', key);
    setParams(next, { replace: true });
  };
  return (
    <main className={styles.page}>
      <PageBar title="健康记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>
        {(patient) => (
          <>
            <Tabs className={styles.tabs} activeKey={type} onChange={choose}>
              {LIFE_TYPES.map((t) => (
                <Tabs.Tab key={t} title={MEASUREMENT_TYPE_INFO[t].label} />
              ))}
            </Tabs>
            <div className={styles.actions}>
              <Button
                color="primary"
                size="large"
                shape="rounded"
                onClick={() => navigate(`${MEASURE_PATHS.lifeAdd}?type=${type}&patientId=${patient.id}`)}
              >
                录入{MEASUREMENT_TYPE_INFO[type].label}
              </Button>
            </div>
            <TypeHistory key={type} patientId={patient.id} type={type} />
          </>
        )}
      </PatientScope>
    </main>
  );
}
