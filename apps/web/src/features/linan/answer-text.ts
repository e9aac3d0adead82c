import {
  type AnswerValue,
  compileForm,
  type FormItem,
  ITEM_TYPE,
  isDisplayType,
  type QuestionnaireDefinition,
} from '@kanghu/shared';

/** An answer as the patient would read it: option labels, numbers with their unit. */
export function answerText(item: FormItem, value: AnswerValue | undefined): string {
  if (value === null || value === undefined || value === '') return '未填写';
  const label = (v: unknown) => item.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join('、');
  if (typeof value === 'object')
    return (item.rows ?? [])
      .map((r) => `${r.label}：${label((value as Record<string, unknown>)[r.key])}`)
      .join('；');
  if (item.type === ITEM_TYPE.number || item.type === ITEM_TYPE.scale) return `${value}${item.unit ?? ''}`;
  return item.options ? label(value) : String(value);
}

/** The kept answers of a record in item order, each with its question and section. */
export function answerRows(definition: QuestionnaireDefinition, list: { key: string; value: AnswerValue }[]) {
  const byKey = new Map(list.map((e) => [e.key, e.value]));
  return compileForm(definition)
    .items.filter((i) => !isDisplayType(i.type) && byKey.has(i.key))
    .map((i) => ({
      key: i.key,
      section: i.title ?? '',
      question: i.content,
      answer: answerText(i, byKey.get(i.key)),
    }));
}
