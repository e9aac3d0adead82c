import {
  type Answers,
  type AnswerValue,
  compileForm,
  defaultAnswers,
  MSG,
  nextPosition,
  previousPosition,
  type QuestionnaireDefinition,
  resumePosition,
  SJTU_QUESTION_COUNT,
  stepError,
  validateAnswers,
} from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { timeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, errorMessage } from '../../ui/StateViews.tsx';
import { FormItemField } from '../questionnaire/FormItemField.tsx';
import { DRAFT_DELAY_MS } from '../questionnaire/paths.ts';
import qcss from '../questionnaire/Questionnaire.module.css';
import {
  fromFormList,
  questionKeys,
  toFormList,
  useSaveDraft,
  useSubmitRecord,
} from '../questionnaire/queries.ts';
import { SJTU_PATHS, sjtuResultPath } from './paths.ts';
import css from './Sjtu.module.css';
import { StudyLoader } from './StudyLoader.tsx';

/**
 * The study questionnaire one question a page (/app/sjtu/questionnaire/form). Every step is saved
 * to the server-side draft, so a participant who leaves continues where they were, on any phone.
 */
export default function SjtuFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="研究问卷" fallback={SJTU_PATHS.index} />
      <PatientScope>{(patient) => <Loader patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Loader({ patientId }: { patientId: number }) {
  return (
    <StudyLoader patientId={patientId}>
      {({ study, definition, draft }) => (
        <Stepper
          patientId={patientId}
          questionId={study.id}
          definition={definition}
          initial={draft ? fromFormList(draft.formList) : null}
          savedAt={draft?.updatedAt ?? null}
        />
      )}
    </StudyLoader>
  );
}

function Stepper({
  patientId,
  questionId,
  definition,
  initial,
  savedAt,
}: {
  patientId: number;
  questionId: number;
  definition: QuestionnaireDefinition;
  initial: Answers | null;
  savedAt: string | null;
}) {
  const { ui, projectKey } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useMemo(() => compileForm(definition), [definition]);
  const [answers, setAnswers] = useState<Answers>(() => initial ?? defaultAnswers(form));
  const [position, setPosition] = useState(() => resumePosition(form, initial ?? {}));
  const [status, setStatus] = useState(savedAt ? `已恢复 ${timeText(new Date(savedAt))} 保存的进度` : '');
  const save = useSaveDraft(patientId, questionId);
  const submit = useSubmitRecord();
  const latest = useRef(answers);
  const dirty = useRef(false);
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const inflight = useRef<Promise<void>>(Promise.resolve());

  /** Saves pending answers now; resolves when the server has them (or the save failed). */
  const flush = (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current || done.current) return inflight.current;
    dirty.current = false;
    const answers = latest.current;
    inflight.current = inflight.current.then(async () => {
      try {
        const d = await save.mutateAsync(answers);
        // The intro reads this draft next: keep the cache at what the server now holds.
        queryClient.setQueryData(questionKeys.draft(projectKey, patientId, questionId), d);
        setStatus(d ? `已自动保存 ${timeText(new Date(d.updatedAt))}` : '');
      } catch (e) {
        dirty.current = true;
        setStatus(`保存失败：${errorMessage(e)}`);
      }
    });
    return inflight.current;
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    // Leaving the page (another app, closing the tab) saves what is pending at once.
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushRef.current();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void flushRef.current();
    };
  }, []);

  const change = useCallback((key: string, value: AnswerValue | undefined) => {
    const next = { ...latest.current };
    if (value === undefined) delete next[key];
    else next[key] = value;
    latest.current = next;
    dirty.current = true;
    setAnswers(next);
    setStatus('正在保存…');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), DRAFT_DELAY_MS);
  }, []);

  const item = form.items[position];
  if (!item) return <EmptyState title="题目不存在" />;
  const back = previousPosition(form, answers, position);
  const after = nextPosition(form, answers, position);
  const last = after >= form.items.length;

  const go = (to: number) => {
    void flush();
    setPosition(to);
    window.scrollTo(0, 0);
  };
  const next = () => {
    const error = last ? validateAnswers(form, answers) : stepError(form, answers, position);
    if (error) {
      void ui.alert(error.msg, MSG.formAlertTitle);
      const at = form.index.get(error.key);
      if (at !== undefined && at !== position) setPosition(at);
      return;
    }
    if (!last) return go(after);
    done.current = true;
    if (timer.current) clearTimeout(timer.current);
    submit.mutate(
      { questionId, patientId, formList: toFormList(answers) },
      {
        onSuccess: (r) => navigate(sjtuResultPath(r.id), { replace: true }),
        onError: () => {
          done.current = false;
        },
      },
    );
  };

  return (
    <>
      <section className={styles.card} aria-label="答题">
        <div className={css.step}>
          <span data-testid="sjtu-step">
            第 {position + 1} 题 / 共 {SJTU_QUESTION_COUNT} 题
          </span>
          <span>{item.title}</span>
        </div>
        <ProgressBar className={css.bar} percent={((position + 1) / SJTU_QUESTION_COUNT) * 100} aria-hidden />
        <FormItemField key={item.key} item={item} value={answers[item.key]} onChange={change} />
      </section>
      <div className={qcss.saved} aria-live="polite" data-testid="draft-status">
        {status}
      </div>
      <div className={css.nav}>
        <Button disabled={back < 0} onClick={() => go(back)}>
          上一题
        </Button>
        <Button color="primary" loading={submit.isPending} onClick={next}>
          {last ? '提交' : '下一题'}
        </Button>
      </div>
      <div className={css.links}>
        <button
          type="button"
          className={css.link}
          onClick={() => void flush().then(() => navigate(SJTU_PATHS.index))}
        >
          保存进度，稍后继续
        </button>
      </div>
    </>
  );
}
