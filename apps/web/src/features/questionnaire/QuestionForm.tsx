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
import { useCallback, useMemo, useRef, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { FormItemField, type Upload } from './FormItemField.tsx';
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

  const visible = visibleItems(form, answers);

  const submit = () => {
    const error = validateAnswers(form, answers);
    if (error) {
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
        {form.items.map((item, i) => {
          if (!visible[i]) return null;
          const heading = item.title && item.title !== lastSection ? item.title : null;
          lastSection = item.title;
          return (
            <div key={item.key}>
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
