import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { FormLoader } from '../questionnaire/QuestionFormScreen.tsx';
import { CHILD_PATHS } from './paths.ts';

/** One questionnaire of the form engine (question/form?questionId=); the result opens question/success. */
export default function QuestionFormPage() {
  const [params] = useSearchParams();
  const questionId = idOf(params.get('questionId'));
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="填写问卷" fallback={CHILD_PATHS.questionInfo} />
      {questionId === 0 ? (
        <EmptyState title="未找到该问卷">
          <Button size="small" color="primary" onClick={() => navigate(CHILD_PATHS.questionInfo)}>
            选择问卷
          </Button>
        </EmptyState>
      ) : (
        <PatientScope>
          {(patient) => (
            <FormLoader
              patientId={patient.id}
              questionId={questionId}
              resultOf={(recordId) => `${CHILD_PATHS.questionSuccess}?recordId=${recordId}`}
            />
          )}
        </PatientScope>
      )}
    </main>
  );
}
