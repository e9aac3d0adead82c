import {
  type Condition,
  type FormItem,
  ITEM_TYPE,
  isDisplayType,
  needsOptions,
  type QuestionDefinitionBody,
  type QuestionnaireDefinition,
  type ScoreBand,
} from '@kanghu/shared';

/** What the structured editor edits: the definition's parts, scoring as bands (the range is computed). */
export interface EditorState {
  name: string;
  intro: string;
  group: string;
  source: string;
  sections: { title: string; items: FormItem[] }[];
  scored: boolean;
  bands: ScoreBand[];
}

export const emptyState = (): EditorState => ({
  name: '',
  intro: '',
  group: '自定义问卷',
  source: '',
  sections: [{ title: '', items: [] }],
  scored: false,
  bands: [],
});

/** The editor's state of a stored definition (a copy gets its own name). */
export function stateOf(d: QuestionnaireDefinition, copy = false): EditorState {
  return {
    name: copy ? `${d.name}（副本）` : d.name,
    intro: d.intro ?? '',
    group: copy ? '自定义问卷' : d.group,
    source: d.source ?? '',
    sections: d.sections.map((s) => ({ title: s.title, items: s.items.map((i) => ({ ...i })) })),
    scored: d.scoring !== undefined,
    bands: d.scoring?.bands.map((b) => ({ ...b })) ?? [],
  };
}

const allItems = (s: EditorState) => s.sections.flatMap((x) => x.items);

/** The next free item key (q1, q2, ...). */
export function nextKey(s: EditorState): string {
  const keys = new Set(allItems(s).map((i) => i.key));
  let n = keys.size + 1;
  while (keys.has(`q${n}`)) n++;
  return `q${n}`;
}

const defaultOptions = () => [
  { label: '是', value: 1, score: 1 },
  { label: '否', value: 2, score: 0 },
];

/** A new item of a type, with what the type needs (options, bounds, rows). */
export function newItem(key: string, type: number): FormItem {
  return withType({ key, type: ITEM_TYPE.single, content: '', require: true }, type);
}

/** The item as another type: keeps key, text and condition; adds or drops type-specific fields. */
export function withType(item: FormItem, type: number): FormItem {
  const { options, min, max, unit, minLabel, maxLabel, rows, notAfterToday, step, ...rest } = item;
  const next: FormItem = { ...rest, type };
  if (isDisplayType(type)) delete next.require;
  if (needsOptions(type)) next.options = options?.length ? options : defaultOptions();
  if (type === ITEM_TYPE.matrix) next.rows = rows?.length ? rows : [{ key: 'r1', label: '' }];
  if (type === ITEM_TYPE.number) Object.assign(next, clean({ min, max, unit }));
  if (type === ITEM_TYPE.scale)
    Object.assign(next, { min: min ?? 0, max: max ?? 10 }, clean({ minLabel, maxLabel, step }));
  if (type === ITEM_TYPE.date && notAfterToday) next.notAfterToday = true;
  return next;
}

function clean<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** Moves an item up (-1) or down (+1) within its section. */
export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [x] = next.splice(index, 1);
  if (x !== undefined) next.splice(to, 0, x);
  return next;
}

/** Items before `key` in form order (a condition may only look at these). */
export function earlierItems(s: EditorState, key: string): FormItem[] {
  const items = allItems(s);
  const i = items.findIndex((x) => x.key === key);
  return items.slice(0, Math.max(0, i)).filter((x) => !isDisplayType(x.type));
}

/** Removes an item and every condition that looked at it (so nothing points at a missing item). */
export function removeItem(s: EditorState, key: string): EditorState {
  const drop = (c: Condition | undefined): Condition | undefined => {
    if (!c) return undefined;
    if ('any' in c) {
      const any = c.any.map(drop).filter((x): x is Condition => x !== undefined);
      return any.length ? { any } : undefined;
    }
    if ('all' in c) {
      const all = c.all.map(drop).filter((x): x is Condition => x !== undefined);
      return all.length ? { all } : undefined;
    }
    return c.key === key ? undefined : c;
  };
  return {
    ...s,
    sections: s.sections.map((sec) => ({
      ...sec,
      items: sec.items
        .filter((i) => i.key !== key)
        .map((i) => {
          const showIf = drop(i.showIf);
          const { showIf: _old, ...rest } = i;
          return showIf ? { ...rest, showIf } : rest;
        }),
    })),
  };
}

/** The lowest and highest total the scored items allow (options' scores, scale ends). */
export function scoreRange(s: EditorState): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const i of allItems(s)) {
    const scores = (i.options ?? []).map((o) => o.score).filter((x): x is number => typeof x === 'number');
    if (i.type === ITEM_TYPE.scale && i.min !== undefined && i.max !== undefined) {
      min += i.min;
      max += i.max;
    } else if (scores.length && i.type !== ITEM_TYPE.matrix) {
      if (i.type === ITEM_TYPE.single) {
        min += Math.min(...scores);
        max += Math.max(...scores);
      } else max += scores.filter((x) => x > 0).reduce((a, b) => a + b, 0);
    }
  }
  return { min, max };
}

/** The body the server validates (POST/PUT /api/question/definition). */
export function bodyOf(s: EditorState): QuestionDefinitionBody {
  const sections = s.sections.map((sec) => ({
    title: sec.title.trim(),
    items: sec.items.map((i) => ({ ...i, title: sec.title.trim() || undefined })),
  }));
  const range = scoreRange(s);
  return JSON.parse(
    JSON.stringify({
      name: s.name.trim(),
      group: s.group.trim(),
      ...(s.intro.trim() ? { intro: s.intro.trim() } : {}),
      ...(s.source.trim() ? { source: s.source.trim() } : {}),
      sections,
      ...(s.scored ? { scoring: { method: 'sum', min: range.min, max: range.max, bands: s.bands } } : {}),
    }),
  ) as QuestionDefinitionBody;
}

/** The definition the preview renders (the real renderer, the shared rules). */
export const previewOf = (s: EditorState): QuestionnaireDefinition =>
  ({ ...bodyOf(s), code: 'preview', group: s.group || '自定义问卷' }) as QuestionnaireDefinition;
