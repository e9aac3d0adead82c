import { useSearchParams } from 'react-router';
import { DOCTOR_PATHS, PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatient } from '../patients/queries.ts';
import { idOf } from '../questionnaire/paths.ts';
import { CopdQuestionFlow } from './CopdQuestionFlow.tsx';

/**
 * The COPD question of the AI follow-up platform (/app/ai/follow/copd/question): the same flow and
 * definitions as the breath question. A doctor opens it for a patient of the org with
 * `?patientId=` (the server answers 404 for any other); without it, it is the signed-in patient's.
 */
export default function AiCopdQuestionScreen() {
  const [params] = useSearchParams();
  const patientId = idOf(params.get('patientId'));
  return (
    <main className={styles.page}>
      <PageBar title="慢阻肺随访评估" fallback={patientId > 0 ? DOCTOR_PATHS.home : PATIENT_PATHS.home} />
      {patientId > 0 ? (
        <ForPatient patientId={patientId} />
      ) : (
        <PatientScope>{(patient) => <CopdQuestionFlow patientId={patient.id} />}</PatientScope>
      )}
    </main>
  );
}

/** A doctor's flow for one patient of the org, named at the top (404 for anyone else's). */
function ForPatient({ patientId }: { patientId: number }) {
  const patient = usePatient(patientId);
  if (patient.isPending) return <LoadingState />;
  if (patient.isError)
    return <ErrorState message={errorMessage(patient.error)} onRetry={() => void patient.refetch()} />;
  return (
    <>
      <section className={`${styles.card} ${styles.patientBar}`} aria-label="患者">
        <span>
          患者：
          <span className={styles.patientName} data-testid="copd-patient">
            {patient.data.name}
          </span>
        </span>
      </section>
      <CopdQuestionFlow patientId={patientId} />
    </>
  );
}
