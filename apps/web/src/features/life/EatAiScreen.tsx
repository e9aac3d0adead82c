import { chinaDay, type PatientView } from '@kanghu/shared';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { MealEditor } from './MealEditor.tsx';
import { TodayNutrition } from './TodayNutrition.tsx';

/**
 * Diet entry (/health/patient/eat/ai). The spec calls it "AI"; with no model available it is a
 * structured entry: foods from the food bank with grams, nutrients computed from the table.
 */
export default function EatAiScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="饮食记录" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <MealEntry patient={patient} />}</PatientScope>
    </main>
  );
}

function MealEntry({ patient }: { patient: PatientView }) {
  return (
    <>
      <MealEditor patientId={patient.id} badge="食物库计算 · 非AI模型" />
      <TodayNutrition patientId={patient.id} day={chinaDay()} />
    </>
  );
}
