import { type CompiledForm, compileForm, isAnswered, visibleItems } from './conditions.ts';
import type { Answers, FormItem, QuestionnaireDefinition } from './types.ts';
import { type FormError, validateAnswers } from './validate.ts';

/**
 * The sjtu study flow (spec 1 section 2.4, spec 2 section 4 "Questionnaire intro"): one question a
 * page, progress kept in the server-side draft, and the intro's button chosen by the index.
 */

/** Total of the study questionnaire (spec 2 section 4). */
export const SJTU_QUESTION_COUNT = 23;
/** The highest index that still shows the continue button (spec 2 section 4: 1 to 21). */
export const SJTU_LAST_CONTINUE_INDEX = 21;

export type SjtuIntroAction = 'start' | 'continue' | 'added';

/** Spec 2 section 4: index 0 → start now; 1-21 → continue; otherwise the questionnaire is added. */
export function sjtuIntroAction(index: number): SjtuIntroAction {
  if (index === 0) return 'start';
  if (Number.isInteger(index) && index >= 1 && index <= SJTU_LAST_CONTINUE_INDEX) return 'continue';
  return 'added';
}

/**
 * The index: how many of the questions the participant is past, i.e. the position of the first
 * question that shows and is not answered yet. Questions hidden by a condition count as passed;
 * every answer is checked against the current answers, so going back and changing an answer that
 * opens a new follow-up question moves the index back to it. All answered → the item count.
 */
export function questionProgress(form: CompiledForm, answers: Answers): number {
  const visible = visibleItems(form, answers);
  for (let i = 0; i < form.items.length; i++) {
    const item = form.items[i] as FormItem;
    if (visible[i] && item.type <= 90 && !isAnswered(answers[item.key])) return i;
  }
  return form.items.length;
}

/**
 * The intro's index for the current round: the draft's progress when one is saved; the item count
 * when the round was submitted (no draft, a record); 0 when nothing was started.
 */
export function sjtuIndex(form: CompiledForm, draft: Answers | null, submitted: boolean): number {
  if (draft) return questionProgress(form, draft);
  return submitted ? form.items.length : 0;
}

/** The next question that shows after `from` (the item count when none is left). */
export function nextPosition(form: CompiledForm, answers: Answers, from: number): number {
  const visible = visibleItems(form, answers);
  for (let i = from + 1; i < form.items.length; i++) if (visible[i]) return i;
  return form.items.length;
}

/** The previous question that shows before `from` (-1 when none). */
export function previousPosition(form: CompiledForm, answers: Answers, from: number): number {
  const visible = visibleItems(form, answers);
  for (let i = Math.min(from, form.items.length) - 1; i >= 0; i--) if (visible[i]) return i;
  return -1;
}

/** Where a participant resumes: the first open question, or the last that shows when all are answered. */
export function resumePosition(form: CompiledForm, answers: Answers): number {
  const at = questionProgress(form, answers);
  return at < form.items.length ? at : Math.max(0, previousPosition(form, answers, form.items.length));
}

const prefixes = new WeakMap<QuestionnaireDefinition, CompiledForm[]>();

/** The form of the first `n` items (conditions only look back, so a prefix is a valid form). */
function prefixForm(form: CompiledForm, n: number): CompiledForm {
  let list = prefixes.get(form.definition);
  if (!list) {
    list = [];
    prefixes.set(form.definition, list);
  }
  const hit = list[n];
  if (hit) return hit;
  const items = form.items.slice(0, n);
  const made = compileForm({ ...form.definition, sections: [{ title: '', items }] });
  list[n] = made;
  return made;
}

/**
 * The shared validation of the questions up to and including `position` (the "next" button of a
 * one-question page): the same messages as the whole form, so the last step equals the submit check.
 */
export function stepError(
  form: CompiledForm,
  answers: Answers,
  position: number,
  today: Date = new Date(),
): FormError | null {
  return validateAnswers(prefixForm(form, Math.min(position + 1, form.items.length)), answers, today);
}
