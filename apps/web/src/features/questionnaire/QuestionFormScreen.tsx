import type { Answers } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import { DraftStatus } from './DraftStatus.tsx';
import { formStart } from './form-start.ts';
import { flowOf, flowResultPath, idOf, QUESTION_PATHS, resultPath } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import css from './Questionnaire.module.css';
import { fromFormList, useDraft, useQuestionDetail, useSaveDraft, useSubmitRecord } from './queries.ts';
import { restoredText, useDraftAutosave } from './use-draft-autosave.ts';

/** Filling in a questionnaire (/health/patient/question/form?questionId=): autosaved on the server. */
export default function QuestionFormScreen() {
  const [params] = useSearchParams();
  const questionId = idOf(params.get('questionId'));
  const flow = flowOf(params.get('flow'));
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageBar title="填写问卷" fallback={QUESTION_PATHS.list} />
      {questionId === 0 ? (
        <EmptyState title="未找到该问卷" />
      ) : (
        <PatientScope>
          {(patient) => (
            <FormLoader
              patientId={patient.id}
              questionId={questionId}
              onSubmitted={
                flow ? (recordId) => navigate(flowResultPath(flow, recordId), { replace: true }) : undefined
              }
            />
          )}
        </PatientScope>
      )}
    </main>
  );
}

/**
 * One questionnaire filled in for a patient, with its server-side draft. After the record is
 * stored it opens `resultOf(recordId)` (the result screen by default), or calls `onSubmitted`
 * (a flow of several questionnaires).
 */
export function FormLoader({
  patientId,
  questionId,
  resultOf = resultPath,
  onSubmitted,
  defaults,
}: {
  patientId: number;
  questionId: number;
  resultOf?: (recordId: number) => string;
  onSubmitted?: ((recordId: number) => void) | undefined;
  /** Answers a new form starts from when there is no draft (e.g. a child's visit age). */
  defaults?: Answers | undefined;
}) {
  const detail = useQuestionDetail(questionId);
  const draft = useDraft(patientId, questionId);
  // The form's items and first visibility pass are prepared while the draft is still loading.
  if (detail.data) formStart(detail.data.definition);
  if (detail.isPending || draft.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (draft.isError)
    return <ErrorState message={errorMessage(draft.error)} onRetry={() => void draft.refetch()} />;
  return (
    <Filling
      patientId={patientId}
      questionId={questionId}
      detail={detail.data}
      initial={draft.data ? fromFormList(draft.data.formList) : defaults}
      savedAt={draft.data?.updatedAt ?? null}
      resultOf={resultOf}
      onSubmitted={onSubmitted}
    />
  );
}

function Filling({
  patientId,
  questionId,
  detail,
  initial,
  savedAt,
  resultOf,
  onSubmitted,
}: {
  patientId: number;
  questionId: number;
  detail: NonNullable<ReturnType<typeof useQuestionDetail>['data']>;
  initial: Answers | undefined;
  savedAt: string | null;
  resultOf: (recordId: number) => string;
  onSubmitted?: ((recordId: number) => void) | undefined;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const save = useSaveDraft(patientId, questionId);
  const submit = useSubmitRecord();
  const upload = useUploadFile('question');
  const uploadRef = useRef(upload.mutateAsync);
  uploadRef.current = upload.mutateAsync;
  // Stable, so that a re-render of this screen (the draft status) does not re-render every item.
  const uploadImage = useCallback(async (file: File) => ({ url: (await uploadRef.current(file)).url }), []);
  const draft = useDraftAutosave<Answers>((answers, on) => save.mutate(answers, on));

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{detail.definition.name}</h2>
        {detail.definition.source && <div className={css.source}>来源：{detail.definition.source}</div>}
      </section>
      <DraftStatus initial={restoredText(savedAt)} bind={draft.status} />
      <QuestionForm
        definition={detail.definition}
        initial={initial}
        onChange={draft.onChange}
        upload={uploadImage}
        submitting={submit.isPending}
        extra={
          <Button
            onClick={() => {
              draft.flush();
              ui.toast('已暂存');
            }}
          >
            暂存
          </Button>
        }
        onSubmit={(answers) => {
          draft.finishing();
          submit.mutate(
            {
              questionId,
              patientId,
              formList: Object.entries(answers).map(([key, value]) => ({ key, value: value ?? null })),
            },
            {
              onSuccess: (r) =>
                onSubmitted ? onSubmitted(r.id) : navigate(resultOf(r.id), { replace: true }),
              onError: draft.failed,
            },
          );
        }}
      />
    </>
  );
}
