/**
 * Recommended sleep by age. 0-5 years: WS/T 579—2017《0岁～5岁儿童睡眠卫生指南》(National Health
 * and Family Planning Commission, 2017-10-12, in force 2018-04-01): 0-3 months 13-18 h, 4-11
 * months 12-16 h, 1-2 years 11-14 h, 3-5 years 10-13 h (total sleep in 24 h, naps included).
 * School age: 教育部办公厅《关于进一步加强中小学生睡眠管理工作的通知》(教基厅函〔2021〕11号): primary
 * pupils at least 10 h, junior middle school 9 h, senior middle school 8 h. The notice gives
 * minimums by school stage; we map ages 6-11, 12-14, 15-17 to the stages (our assumption).
 */

export interface SleepBand {
  label: string;
  /** Hours a day; max null when the source gives a minimum only. */
  min: number;
  max: number | null;
  source: string;
}

const WST579 = 'WS/T 579—2017《0岁～5岁儿童睡眠卫生指南》';
const MOE2021 = '教育部办公厅《关于进一步加强中小学生睡眠管理工作的通知》（2021）';

export const SLEEP_SOURCES = { under6: WST579, school: MOE2021 } as const;

/** Bands by age in completed months, from the youngest; `toMonths` is exclusive. */
export const SLEEP_BANDS: readonly (SleepBand & { fromMonths: number; toMonths: number })[] = [
  { fromMonths: 0, toMonths: 4, label: '0～3个月', min: 13, max: 18, source: WST579 },
  { fromMonths: 4, toMonths: 12, label: '4～11个月', min: 12, max: 16, source: WST579 },
  { fromMonths: 12, toMonths: 36, label: '1～2岁', min: 11, max: 14, source: WST579 },
  { fromMonths: 36, toMonths: 72, label: '3～5岁', min: 10, max: 13, source: WST579 },
  { fromMonths: 72, toMonths: 144, label: '小学生（6～11岁）', min: 10, max: null, source: MOE2021 },
  { fromMonths: 144, toMonths: 180, label: '初中生（12～14岁）', min: 9, max: null, source: MOE2021 },
  { fromMonths: 180, toMonths: 216, label: '高中生（15～17岁）', min: 8, max: null, source: MOE2021 },
];

/** The band for a child of `ageMonths`; null when unknown or 18 and over. */
export function sleepBand(ageMonths: number | null): SleepBand | null {
  if (ageMonths === null || ageMonths < 0) return null;
  const b = SLEEP_BANDS.find((x) => ageMonths >= x.fromMonths && ageMonths < x.toMonths);
  return b ? { label: b.label, min: b.min, max: b.max, source: b.source } : null;
}

export type SleepStatus = 'short' | 'ok' | 'long';
export const SLEEP_STATUS_LABELS: Record<SleepStatus, string> = {
  short: '不足',
  ok: '达标',
  long: '偏多',
};

export function sleepStatus(hours: number, band: SleepBand): SleepStatus {
  if (hours < band.min) return 'short';
  if (band.max !== null && hours > band.max) return 'long';
  return 'ok';
}

/** Hours of one record (one decimal): 0.5 to 24. */
export const SLEEP_MIN_HOURS = 0.5;
export const SLEEP_MAX_HOURS = 24;
