import { type FormItem, ITEM_TYPE, type ItemOption, type Section } from '../types.ts';

/**
 * Builders of the scale tables: a scale is data (its items, options and points come from the
 * cited source), these only spell the repeated parts once (every item here is required; the
 * option sets are written as compact tables). Extra fields (hint, step, showIf) go in `more`.
 */
type More = Partial<FormItem>;

/** Options valued 0, 1, 2, … in order, with the points of each when given. */
export const choices = (labels: string[], scores?: readonly number[]): ItemOption[] =>
  labels.map((label, value) => (scores ? { label, value, score: scores[value] ?? 0 } : { label, value }));

/** Options with their stored values as keys (in order): `{ value: label }` or `{ value: [label, points] }`. */
export const keyed = (table: Record<string, string | readonly [string, number]>): ItemOption[] =>
  Object.entries(table).map(([value, option]) =>
    typeof option === 'string' ? { label: option, value } : { label: option[0], value, score: option[1] },
  );

/** Sex as the forms store it (1 male, 2 female). */
export const SEX_OPTIONS: ItemOption[] = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
];

/** A section of a form. */
export const section = (title: string, items: FormItem[]): Section => ({ title, items });

/** A required single choice. */
export const single = (key: string, content: string, options: ItemOption[], more?: More): FormItem => ({
  key,
  type: ITEM_TYPE.single,
  require: true,
  content,
  options,
  ...more,
});

/** A required multiple choice. */
export const multi = (key: string, content: string, options: ItemOption[], more?: More): FormItem => ({
  ...single(key, content, options, more),
  type: ITEM_TYPE.multi,
});

/** A required number in [min, max] of `unit`. */
export const num = (
  key: string,
  content: string,
  unit: string,
  min: number,
  max: number,
  more?: More,
): FormItem => ({ key, type: ITEM_TYPE.number, require: true, content, unit, min, max, ...more });
