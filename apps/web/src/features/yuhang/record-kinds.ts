import type { LocalReportView } from '@kanghu/shared';

/** The local record kinds (ai_local_reports.kind) as residents read them. */
export const RECORD_KIND_LABELS: Record<string, string> = {
  health: '健康档案',
  medical: '就诊记录',
  report: '体检与评估报告',
  prescription: '处方',
};

/** The records of one kind, keeping the newest-first order. */
export const ofKind = (list: LocalReportView[], kind: string) => list.filter((r) => r.kind === kind);

type Line = { label: string; value: string };
const FIELD_LABELS: Record<string, string> = {
  history: '既往史',
  allergy: '过敏史',
  family: '家族史',
  lifestyle: '生活方式',
  conclusion: '结论与建议',
  doctor: '开方医生',
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A record's structured content as label/value lines (items, drugs, visits and plain fields). */
export function contentLines(content: Record<string, unknown>): Line[] {
  const lines: Line[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      for (const raw of value) {
        const o = (raw ?? {}) as Record<string, unknown>;
        if (key === 'items')
          lines.push({
            label: text(o.name),
            value: [text(o.value), text(o.flag)].filter(Boolean).join(' · '),
          });
        else if (key === 'drugs')
          lines.push({
            label: text(o.name),
            value: [text(o.spec), text(o.usage)].filter(Boolean).join('，'),
          });
        else if (key === 'visits')
          lines.push({
            label: [text(o.date), text(o.dept)].filter(Boolean).join(' '),
            value: [text(o.diagnosis), text(o.advice)].filter(Boolean).join('；'),
          });
      }
    } else if (text(value)) {
      lines.push({ label: FIELD_LABELS[key] ?? key, value: text(value) });
    }
  }
  return lines;
}
