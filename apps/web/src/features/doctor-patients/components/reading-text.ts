import {
  MEASUREMENT_TYPE_INFO,
  periodLabel,
  type ReadingBrief,
  readingText,
  relativeTimeText,
} from '@kanghu/shared';
import styles from '../DoctorPatients.module.css';

/** The colour class of a grade tone (normal, attention, abnormal, severe). */
export const toneClass = (tone: ReadingBrief['tone']) => styles[`tone-${tone}`] ?? '';
export const dotClass = (tone: ReadingBrief['tone']) => styles[`dot-${tone}`] ?? '';

/** "血糖·空腹" of a reading: its type and meal or day period. */
export function readingTitle(r: Pick<ReadingBrief, 'type' | 'period'>): string {
  return [MEASUREMENT_TYPE_INFO[r.type].label, periodLabel(r.type, r.period)].filter(Boolean).join('·');
}

/** "血糖·空腹 6.4 mmol/L" of a reading. */
export function readingLine(r: Pick<ReadingBrief, 'type' | 'values' | 'period'>): string {
  return `${readingTitle(r)} ${readingText(r)}`;
}

/** "3小时前" of a reading. */
export const whenText = (iso: string) => relativeTimeText(iso);

/** 男 / 女 and the age. */
export function sexAge(sex: number | null, age: number | null): string {
  return [sex === 1 ? '男' : sex === 2 ? '女' : '', age !== null ? `${age}岁` : '']
    .filter(Boolean)
    .join(' · ');
}
