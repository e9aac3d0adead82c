import { levelLabel, MEASUREMENT_TYPE_INFO, MEASUREMENT_TYPES, type MeasurementType } from '@kanghu/shared';

/** The FAMILY_DOCTOR_MEASURE_DATA push: which reading of which patient, and its grade. */
export interface MeasureNotice {
  patientId: number;
  measurementId: number;
  type: MeasurementType;
  level: string;
}

/** The push's data checked by hand (a bad frame is ignored, never thrown). */
export function parseMeasureNotice(data: unknown): MeasureNotice | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const type = MEASUREMENT_TYPES.find((t) => t === d.type);
  if (!type || typeof d.level !== 'string') return null;
  if (!Number.isInteger(d.patientId) || !Number.isInteger(d.measurementId)) return null;
  return { patientId: d.patientId as number, measurementId: d.measurementId as number, type, level: d.level };
}

/** "血压异常：3级高血压（重度）" before the details arrive. */
export function noticeTitle(n: MeasureNotice): string {
  return `${MEASUREMENT_TYPE_INFO[n.type].label}异常：${levelLabel(n.type, n.level)}`;
}
