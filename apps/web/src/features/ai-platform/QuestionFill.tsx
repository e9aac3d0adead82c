import type { AiQuestionOneView, Answers, QuestionRecordView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DraftStatus } from '../questionnaire/DraftStatus.tsx';
import { QuestionForm } from '../questionnaire/QuestionForm.tsx';
import { fromFormList, toFormList } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { restoredText, useDraftAutosave } from '../questionnaire/use-draft-autosave.ts';
import styles from './AiPlatform.module.css';
import type { AiDistrict } from './context.ts';
import {
  useQuestionDraft,
  useQuestionOne,
  useSaveQuestionDraft,
  useSubmitQuestion,
} from './question-queries.ts';
import { ResidentLine } from './ResidentLine.tsx';

interface Props {
  district: AiDistrict;
  questionId: number;
  patientId: number;
  onDone?: (r: QuestionRecordView) => void;
}

/**
 * A servicer fills a questionnaire in with a resident of the district (question/one, then
 * question/record): the issue 12 form renderer with the shared validation; the server validates
 * again and scores from the stored definition. What is filled is saved as the resident's draft
 * (question/record/draft, 暂存, autosaved as on the resident's own form) and resumes on any phone;
 * the record deletes it. Shows the result once stored.
 */
export function QuestionFill(props: Props) {
  const { district, questionId, patientId } = props;
  const one = useQuestionOne(district, questionId, patientId);
  const draft = useQuestionDraft(district, questionId, patientId);
  if (one.isPending || draft.isPending) return <LoadingState />;
  if (one.isError) return <ErrorState message={errorMessage(one.error)} onRetry={() => void one.refetch()} />;
  if (draft.isError)
    return <ErrorState message={errorMessage(draft.error)} onRetry={() => void draft.refetch()} />;
  return (
    <Filling
      {...props}
      q={one.data}
      initial={draft.data ? fromFormList(draft.data.formList) : undefined}
      savedAt={draft.data?.updatedAt ?? null}
    />
  );
}

function Filling({
  district,
  questionId,
  patientId,
  onDone,
  q,
  initial,
  savedAt,
}: Props & { q: AiQuestionOneView; initial: Answers | undefined; savedAt: string | null }) {
  const { ui } = useApp();
  const submit = useSubmitQuestion(district);
  const save = useSaveQuestionDraft(district, questionId, patientId);
  const autosave = useDraftAutosave<Answers>((answers, on) => save.mutate(answers, on));
  if (submit.data) return <ResultView r={submit.data} />;
  return (
    <>
      {q.resident && (
        <div className={styles.fillWho}>
          <ResidentLine r={q.resident} />
          <span>代居民填写《{q.name}》</span>
        </div>
      )}
      {q.definition.source && <p className={styles.fillSource}>来源：{q.definition.source}</p>}
      <DraftStatus initial={restoredText(savedAt)} bind={autosave.status} />
      <QuestionForm
        definition={q.definition}
        initial={initial}
        onChange={autosave.onChange}
        submitting={submit.isPending}
        extra={
          <Button
            onClick={() => {
              autosave.flush();
              ui.toast('已暂存');
            }}
          >
            暂存
          </Button>
        }
        onSubmit={(answers) => {
          autosave.finishing();
          submit.mutate(
            { questionId, patientId, formList: toFormList(answers) },
            { onSuccess: (r) => onDone?.(r), onError: autosave.failed },
          );
        }}
      />
    </>
  );
}
