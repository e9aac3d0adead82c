import {
  type Answers,
  type CompiledForm,
  compileForm,
  defaultAnswers,
  type QuestionnaireDefinition,
  visibleItems,
} from '@kanghu/shared';

/** A new form's answers (the definition's default values) and the items they show. */
interface FormStart {
  answers: Answers;
  visible: readonly boolean[];
}

const starts = new WeakMap<CompiledForm, FormStart>();

/**
 * The compiled form with its start, once per definition object (issue 12 section 3). The form
 * screen calls it as soon as the definition has arrived, while the draft is still loading, so
 * that flattening the items and the first visibility pass (200 items) are not part of the form's
 * first render. The answers object is shared and never mutated (every change copies it).
 */
export function formStart(definition: QuestionnaireDefinition): { form: CompiledForm; start: FormStart } {
  const form = compileForm(definition);
  let start = starts.get(form);
  if (!start) {
    const answers = defaultAnswers(form);
    start = { answers, visible: visibleItems(form, answers) };
    starts.set(form, start);
  }
  return { form, start };
}

/** `visibleItems`, answered from the start's pass when the answers are the start's own. */
export function visibleOf(form: CompiledForm, answers: Answers): readonly boolean[] {
  const start = starts.get(form);
  return start && start.answers === answers ? start.visible : visibleItems(form, answers);
}
