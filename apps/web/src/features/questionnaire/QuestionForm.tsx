import {
  type Answers,
  type AnswerValue,
  compileForm,
  defaultAnswers,
  MSG,
  type QuestionnaireDefinition,
  validateAnswers,
  visibleItems,
} from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { FormItemField, type Upload } from './FormItemField.tsx';
import { FIRST_ITEMS, limitShowing, nextLimit } from './progressive.ts';
import css from './Questionnaire.module.css';

interface Props {
  definition: QuestionnaireDefinition;
  initial?: Answers | undefined;
  /** Every change (the screen autosaves a draft from it). */
  onChange?: ((answers: Answers) => void) | undefined;
  onSubmit: (answers: Answers) => void;
  submitting?: boolean;
  upload?: Upload | undefined;
  /** Extra footer buttons (暂存). */
  extra?: React.ReactNode;
}

/**
 * The questionnaire form renderer (issue 12): the definition decides the items, conditions show
 * and hide them as answers change, and submitting runs the shared validation (the server runs the
 * same) with the first message in an alert titled 系统提示.
 *
 * Performance (issue 12 section 3, `npm run bench:web`): each item is memoised and gets only its
 * own value and stable callbacks, so a keystroke re-renders one item (the parent's `upload` must
 * be stable too); a long form renders its first items with the screen and the rest in small
 * transition chunks (progressive.ts), so neither the first paint nor a keystroke waits for 200
 * items.
 */
export function QuestionForm({ definition, initial, onChange, onSubmit, submitting, upload, extra }: Props) {
  const { ui } = useApp();
  const form = useMemo(() => compileForm(definition), [definition]);
  const [answers, setAnswers] = useState<Answers>(() => initial ?? defaultAnswers(form));
  const latest = useRef(answers);
  latest.current = answers;
  const notify = useRef(onChange);
  notify.current = onChange;

  const change = useCallback((key: string, value: AnswerValue | undefined) => {
    const next = { ...latest.current };
    if (value === undefined) delete next[key];
    else next[key] = value;
    latest.current = next;
    setAnswers(next);
    notify.current?.(next);
  }, []);

  const total = form.items.length;
  const [limit, setLimit] = useState(() => Math.min(total, FIRST_ITEMS));
  useEffect(() => {
    const next = nextLimit(limit, total);
    if (next === null) return;
    // A task of its own per chunk, rendered at transition priority: typing interrupts it.
    const timer = setTimeout(() => startTransition(() => setLimit((l) => Math.max(l, next))), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);

  const visible = useMemo(() => visibleItems(form, answers), [form, answers]);

  const submit = () => {
    const error = validateAnswers(form, answers);
    if (error) {
      const needed = limitShowing(form.index.get(error.key), limit, total);
      if (needed !== limit) flushSync(() => setLimit(needed));
      void ui.alert(error.msg, MSG.formAlertTitle);
      document.querySelector(`[data-item="${CSS.escape(error.key)}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    onSubmit(answers);
  };

  let lastSection: string | undefined;
  return (
    <>
      <section className={styles.card} aria-label={definition.name}>
        {definition.intro && <p className={css.intro}>{definition.intro}</p>}
        {form.items.slice(0, limit).map((item, i) => {
          if (!visible[i]) return null;
          const heading = item.title && item.title !== lastSection ? item.title : null;
          lastSection = item.title;
          return (
            <div key={item.key} className={css.slot}>
              {heading && <h3 className={css.section}>{heading}</h3>}
              <FormItemField item={item} value={answers[item.key]} onChange={change} upload={upload} />
            </div>
          );
        })}
      </section>
      <div className={css.footer}>
        {extra}
        <Button color="primary" loading={submitting} onClick={submit}>
          提交
        </Button>
      </div>
    </>
  );
}
