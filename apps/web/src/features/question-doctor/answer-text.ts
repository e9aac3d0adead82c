import { type AnswerValue, type FormItem, isDisplayType, type QuestionnaireDefinition } from '@kanghu/shared';

const labelOf = (item: FormItem, v: string | number) =>
  item.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);

/** An answer as the doctor reads it: option labels, units, matrix rows; images by count. */
export function answerText(item: FormItem, value: AnswerValue | undefined): string {
  if (value === null || value === undefined || value === '') return '未填写';
  if (item.type === 6 && Array.isArray(value)) return `${value.length}张图片`;
  if (Array.isArray(value)) return value.map((v) => labelOf(item, v)).join('、');
  if (typeof value === 'object')
    return (item.rows ?? [])
      .map(
        (r) => `${r.label}：${value[r.key] === undefined ? '未填写' : labelOf(item, value[r.key] as string)}`,
      )
      .join('；');
  if (item.options) return labelOf(item, value);
  return `${value}${item.unit ?? ''}`;
}

/** The answered items of a record in the definition's order (display-only items left out). */
export function answerRows(d: QuestionnaireDefinition, formList: { key: string; value: AnswerValue }[]) {
  const answers = new Map(formList.map((e) => [e.key, e.value]));
  return d.sections.flatMap((s) =>
    s.items
      .filter((i) => !isDisplayType(i.type) && answers.has(i.key))
      .map((i) => {
        const value = answers.get(i.key);
        return {
          key: i.key,
          question: i.content,
          answer: answerText(i, value),
          images: i.type === 6 && Array.isArray(value) ? value.map(String) : [],
        };
      }),
  );
}
