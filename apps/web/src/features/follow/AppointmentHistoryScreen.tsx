import type { PatientView } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { AnswerButtons } from './components/AnswerButtons.tsx';
import { AppointList } from './components/AppointList.tsx';
import { FOLLOW_PATHS } from './paths.ts';

/** /health/patient/follow/programme/intervene/appointment/history: the doctor's appointment pushes. */
export default function AppointmentHistoryScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="预约记录" fallback={FOLLOW_PATHS.programme} />
      <PatientScope>{(patient: PatientView) => <History patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function History({ patientId }: { patientId: number }) {
  return <AppointList filter={{ patientId }} empty="暂无随访预约" action={(a) => <AnswerButtons a={a} />} />;
}
