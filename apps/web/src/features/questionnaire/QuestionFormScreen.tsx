import type { Answers } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { timeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useUploadFile } from '../account/queries.ts';
import { formStart } from './form-start.ts';
import { DRAFT_DELAY_MS, flowOf, flowResultPath, idOf, QUESTION_PATHS, resultPath } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import css from './Questionnaire.module.css';
import { fromFormList, useDraft, useQuestionDetail, useSaveDraft, useSubmitRecord } from './queries.ts';

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
  // The status line keeps its own state: a keystroke's 正在暂存… re-renders that line, not this
  // screen and the form in it (issue 12 section 3).
  const setStatus = useRef<(status: string) => void>(() => {});
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef(false);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const answers = pending.current;
    pending.current = null;
    if (!answers || done.current) return;
    save.mutate(answers, {
      onSuccess: (d) => setStatus.current(d ? `已自动暂存 ${timeText(new Date(d.updatedAt))}` : ''),
      onError: (e) => setStatus.current(`暂存失败：${errorMessage(e)}`),
    });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    // Leaving the page (another app, closing the tab) saves what is pending at once.
    const onHide = () => document.visibilityState === 'hidden' && flushRef.current();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flushRef.current();
    };
  }, []);

  const onChange = (answers: Answers) => {
    pending.current = answers;
    setStatus.current('正在暂存…');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flushRef.current(), DRAFT_DELAY_MS);
  };

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{detail.definition.name}</h2>
        {detail.definition.source && <div className={css.source}>来源：{detail.definition.source}</div>}
      </section>
      <DraftStatus
        initial={savedAt ? `已恢复 ${timeText(new Date(savedAt))} 暂存的答案` : ''}
        bind={setStatus}
      />
      <QuestionForm
        definition={detail.definition}
        initial={initial}
        onChange={onChange}
        upload={uploadImage}
        submitting={submit.isPending}
        extra={
          <Button
            onClick={() => {
              flush();
              ui.toast('已暂存');
            }}
          >
            暂存
          </Button>
        }
        onSubmit={(answers) => {
          done.current = true;
          if (timer.current) clearTimeout(timer.current);
          submit.mutate(
            {
              questionId,
              patientId,
              formList: Object.entries(answers).map(([key, value]) => ({ key, value: value ?? null })),
            },
            {
              onSuccess: (r) =>
                onSubmitted ? onSubmitted(r.id) : navigate(resultOf(r.id), { replace: true }),
              onError: () => {
                done.current = false;
              },
            },
          );
        }}
      />
    </>
  );
}

/** The draft's status line; `bind` receives its setter. */
function DraftStatus({
  initial,
  bind,
}: {
  initial: string;
  bind: React.RefObject<(status: string) => void>;
}) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    bind.current = setStatus;
  }, [bind]);
  return (
    <div className={css.saved} aria-live="polite" data-testid="draft-status">
      {status}
    </div>
  );
}
