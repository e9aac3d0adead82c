import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { FormLoader } from '../questionnaire/QuestionFormScreen.tsx';
import { LINAN_PATHS, reportPath } from './paths.ts';

/**
 * The health-index questionnaire (/app/linan/questionnaire/form?questionId=): the engine's form with
 * its autosaved draft; submitting leads to the index report.
 */
export default function LinanFormScreen() {
  const [params] = useSearchParams();
  const questionId = idOf(params.get('questionId'));
  return (
    <main className={styles.page}>
      <PageBar title="健康指数问卷" fallback={LINAN_PATHS.exponent} />
      {questionId === 0 ? (
        <EmptyState title="未找到该问卷" />
      ) : (
        <PatientScope>
          {(patient) => <FormLoader patientId={patient.id} questionId={questionId} resultOf={reportPath} />}
        </PatientScope>
      )}
    </main>
  );
}
