import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { CopdQuestionFlow } from './CopdQuestionFlow.tsx';

/** The patient's COPD breath question (/app/chronic/disease/breath/question). */
export default function BreathQuestionScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="慢阻肺评估" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <CopdQuestionFlow patientId={patient.id} />}</PatientScope>
    </main>
  );
}
