import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { TypeHistory } from './components/TypeHistory.tsx';

/** Weight readings from scales (/health/patient/weight/device/record): Bluetooth and IoT only. */
export default function WeightRecordScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="体重设备记录" fallback={MEASURE_PATHS.weight} />
      <PatientScope>
        {(patient) => (
          <TypeHistory
            patientId={patient.id}
            type="weight"
            filter={(row) => row.source === 'bluetooth' || row.source === 'iot'}
            emptyText="近90天暂无体重秤上传的记录"
          />
        )}
      </PatientScope>
    </main>
  );
}
