import type { QuestionRecordView } from '@kanghu/shared';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { QuestionForm } from '../questionnaire/QuestionForm.tsx';
import { toFormList } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import styles from './AiPlatform.module.css';
import type { AiDistrict } from './context.ts';
import { useQuestionOne, useSubmitQuestion } from './question-queries.ts';
import { ResidentLine } from './ResidentLine.tsx';

/**
 * A servicer fills a questionnaire in with a resident of the district (question/one, then
 * question/record): the issue 12 form renderer with the shared validation; the server validates
 * again and scores from the stored definition. Shows the result once stored.
 */
export function QuestionFill({
  district,
  questionId,
  patientId,
  onDone,
}: {
  district: AiDistrict;
  questionId: number;
  patientId: number;
  onDone?: (r: QuestionRecordView) => void;
}) {
  const one = useQuestionOne(district, questionId, patientId);
  const submit = useSubmitQuestion(district);
  if (one.isPending) return <LoadingState />;
  if (one.isError) return <ErrorState message={errorMessage(one.error)} onRetry={() => void one.refetch()} />;
  if (submit.data) return <ResultView r={submit.data} />;
  const q = one.data;
  return (
    <>
      {q.resident && (
        <div className={styles.fillWho}>
          <ResidentLine r={q.resident} />
          <span>代居民填写《{q.name}》</span>
        </div>
      )}
      {q.definition.source && <p className={styles.fillSource}>来源：{q.definition.source}</p>}
      <QuestionForm
        definition={q.definition}
        submitting={submit.isPending}
        onSubmit={(answers) =>
          submit.mutate(
            { questionId, patientId, formList: toFormList(answers) },
            { onSuccess: (r) => onDone?.(r) },
          )
        }
      />
    </>
  );
}
