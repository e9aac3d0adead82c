import { MEASUREMENT_TYPE_INFO, type ReadingBrief, readingText, relativeTimeText } from '@kanghu/shared';
import styles from '../DoctorPatients.module.css';

/** The colour class of a grade tone (normal, attention, abnormal, severe). */
export const toneClass = (tone: ReadingBrief['tone']) => styles[`tone-${tone}`] ?? '';
export const dotClass = (tone: ReadingBrief['tone']) => styles[`dot-${tone}`] ?? '';

/** "血压 152/94 mmHg" of a reading. */
export function readingLine(r: Pick<ReadingBrief, 'type' | 'values'>): string {
  return `${MEASUREMENT_TYPE_INFO[r.type].label} ${readingText(r)}`;
}

/** "3小时前" of a reading. */
export const whenText = (iso: string) => relativeTimeText(iso);

/** 男 / 女 and the age. */
export function sexAge(sex: number | null, age: number | null): string {
  return [sex === 1 ? '男' : sex === 2 ? '女' : '', age !== null ? `${age}岁` : '']
    .filter(Boolean)
    .join(' · ');
}
