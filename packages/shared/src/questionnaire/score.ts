import { type CompiledForm, compileForm, evaluate, isAnswered, visibleItems } from './conditions.ts';
import {
  type Answers,
  type AnswerValue,
  type FormItem,
  ITEM_TYPE,
  type QuestionnaireDefinition,
  type Scalar,
  type ScoreBand,
  type ScoreResult,
  type Scoring,
} from './types.ts';

function optionScore(item: FormItem, v: Scalar): number {
  const o = (item.options ?? []).find((x) => x.value === v);
  return o?.score ?? 0;
}

/** The points of one answer: option scores (summed for lists and matrix rows), or the number itself. */
export function itemPoints(item: FormItem, value: AnswerValue | undefined): number {
  if (!isAnswered(value) || value === null || value === undefined) return 0;
  if (item.type === ITEM_TYPE.number || item.type === ITEM_TYPE.scale) return Number(value) || 0;
  if (Array.isArray(value)) return value.reduce<number>((s, v) => s + optionScore(item, v), 0);
  if (typeof value === 'object')
    return Object.values(value).reduce<number>((s, v) => s + optionScore(item, v), 0);
  return optionScore(item, value);
}

function scored(item: FormItem): boolean {
  if (item.type === ITEM_TYPE.number || item.type === ITEM_TYPE.scale) return true;
  return (item.options ?? []).some((o) => o.score !== undefined);
}

/** The band a total falls in (bands are inclusive; the first match wins). */
export function bandOf(scoring: Scoring, total: number): ScoreBand | null {
  return scoring.bands.find((b) => total >= b.min && total <= b.max) ?? null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Scores answers by the definition's scoring: `sum` adds the points of the counted items, `weighted`
 * multiplies each by its weight; hidden items count nothing. The band gives the result text and
 * advice; flags are raised by single answers. Null when the definition has no scoring.
 */
export function scoreAnswers(
  definition: QuestionnaireDefinition | CompiledForm,
  answers: Answers,
): ScoreResult | null {
  const form = 'items' in definition ? definition : compileForm(definition);
  const scoring = form.definition.scoring;
  if (!scoring) return null;
  const visible = visibleItems(form, answers);
  const only = scoring.items ? new Set(scoring.items) : null;
  let total = 0;
  for (let i = 0; i < form.items.length; i++) {
    const item = form.items[i] as FormItem;
    if (!visible[i] || (only ? !only.has(item.key) : !scored(item))) continue;
    const weight = scoring.method === 'weighted' ? (scoring.weights?.[item.key] ?? 1) : 1;
    total += weight * itemPoints(item, answers[item.key]);
  }
  total = round(total);
  const flags = (scoring.flags ?? [])
    .filter((f) => evaluate(form, f.when, answers, visible))
    .map((f) => f.text);
  return { total, max: scoring.max, band: bandOf(scoring, total), flags };
}
