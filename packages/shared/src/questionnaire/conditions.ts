import {
  type Answers,
  type AnswerValue,
  type Condition,
  type FormItem,
  ITEM_TYPE,
  isMultiType,
  type QuestionnaireDefinition,
  type Scalar,
} from './types.ts';

/** An answer counts as given: not null/empty text, a non-empty list, a matrix with a row answered. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return Object.keys(value).length > 0;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Numbers compare as numbers; dates (YYYY-MM-DD) and other text compare as text. */
function compareScalar(a: Scalar, b: Scalar, numeric: boolean): number | null {
  if (numeric) {
    const x = typeof a === 'number' ? a : Number(String(a).trim());
    const y = typeof b === 'number' ? b : Number(String(b).trim());
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    return x - y;
  }
  const x = String(a);
  const y = String(b);
  if (DATE.test(x) !== DATE.test(y)) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}

const NUMERIC_TYPES: readonly number[] = [ITEM_TYPE.number, ITEM_TYPE.scale];

function ordered(op: string, c: number): boolean {
  switch (op) {
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    default:
      return c === 0;
  }
}

/**
 * One leaf condition on one answer. An unanswered item (also a cleared multi-select) meets only
 * nothing: every operator but `exists` is false on it, `!=` included.
 * - numbers and scales compare numerically; dates (YYYY-MM-DD) and text compare as text;
 *   single choices compare their option value (numerically when both sides are numbers);
 * - multi-value items: `=` means the list contains the value, `!=` that it does not, and the
 *   ordering operators compare the number of selected options with the value.
 */
export function meets(
  item: FormItem | undefined,
  value: AnswerValue | undefined,
  op: string,
  expected?: Scalar,
): boolean {
  const answered = isAnswered(value);
  if (op === 'exists') return answered;
  if (!answered || expected === undefined || value === undefined || value === null) return false;
  if (Array.isArray(value)) {
    if (op === '=')
      return value.some(
        (v) => compareScalar(v, expected, typeof v === 'number' && typeof expected === 'number') === 0,
      );
    if (op === '!=')
      return !value.some(
        (v) => compareScalar(v, expected, typeof v === 'number' && typeof expected === 'number') === 0,
      );
    const c = compareScalar(value.length, expected, true);
    return c !== null && ordered(op, c);
  }
  if (typeof value === 'object') return false;
  const numeric =
    (item !== undefined && NUMERIC_TYPES.includes(item.type)) ||
    (typeof value === 'number' && typeof expected === 'number');
  const c = compareScalar(value, expected, numeric);
  if (c === null) return false;
  return op === '!=' ? c !== 0 : ordered(op, c);
}

/** The items of a definition, in order, with their section title and position. */
export interface CompiledForm {
  definition: QuestionnaireDefinition;
  items: FormItem[];
  index: Map<string, number>;
}

const compiled = new WeakMap<QuestionnaireDefinition, CompiledForm>();

/** Flattens a definition once (cached per definition object). */
export function compileForm(definition: QuestionnaireDefinition): CompiledForm {
  const hit = compiled.get(definition);
  if (hit) return hit;
  const items: FormItem[] = [];
  const index = new Map<string, number>();
  for (const s of definition.sections) {
    for (const item of s.items) {
      index.set(item.key, items.length);
      items.push(item.title === undefined ? { ...item, title: s.title } : item);
    }
  }
  const form = { definition, items, index };
  compiled.set(definition, form);
  return form;
}

/** Whether a condition holds given the answers and which items are visible so far. */
export function evaluate(form: CompiledForm, c: Condition, answers: Answers, visible: boolean[]): boolean {
  if ('any' in c) return c.any.some((x) => evaluate(form, x, answers, visible));
  if ('all' in c) return c.all.every((x) => evaluate(form, x, answers, visible));
  const at = form.index.get(c.key);
  if (at === undefined) return false;
  // A hidden item's answer does not count (it is dropped on submit).
  const value = visible[at] ? answers[c.key] : undefined;
  return meets(form.items[at], value, c.op, c.value);
}

/**
 * Which items show, in order: `visible: false` hides an item; otherwise its `showIf` must hold
 * on earlier visible answers (so hiding an item also hides the ones that depend on it).
 */
export function visibleItems(form: CompiledForm, answers: Answers): boolean[] {
  const visible = new Array<boolean>(form.items.length);
  for (let i = 0; i < form.items.length; i++) {
    const item = form.items[i] as FormItem;
    visible[i] =
      item.visible !== false && (item.showIf === undefined || evaluate(form, item.showIf, answers, visible));
  }
  return visible;
}

/** The answers of visible, non-display items only (what is stored and scored). */
export function keptAnswers(
  form: CompiledForm,
  answers: Answers,
  visible = visibleItems(form, answers),
): Answers {
  const kept: Answers = {};
  for (let i = 0; i < form.items.length; i++) {
    const item = form.items[i] as FormItem;
    if (!visible[i] || item.type > 90) continue;
    const v = answers[item.key];
    if (isAnswered(v)) kept[item.key] = v;
  }
  return kept;
}

/** The definition's default values (`value` of the items), the start of a new form. */
export function defaultAnswers(form: CompiledForm): Answers {
  const answers: Answers = {};
  for (const item of form.items)
    if (item.type <= 90 && isAnswered(item.value)) answers[item.key] = item.value;
  return answers;
}

export { isMultiType };
