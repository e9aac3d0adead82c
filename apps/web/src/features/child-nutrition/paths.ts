import { ageInMonths, CHILD_HEALTH_MAX_MONTHS, type PatientView } from '@kanghu/shared';

/** The children's nutrition, sleep, sport and child-health-care screens of the yingkang user shell. */
const U = '/app/yingkang/user';

export const CHILD_PATHS = {
  questionForm: `${U}/question/form`,
  questionInfo: `${U}/question/info`,
  questionSuccess: `${U}/question/success`,
  sportForm: `${U}/question/sport`,
  careForm: `${U}/question/child/health/care`,
  nutritionIndex: `${U}/question/grow/nutrition/index`,
  foodRecord: `${U}/question/grow/nutrition/food/record`,
  foodList: `${U}/question/grow/nutrition/food/list`,
  careReport: `${U}/report/child/health/care`,
  sleepReport: `${U}/report/sleep`,
  nutritionReport: `${U}/report/nutrition`,
  sportReport: `${U}/report/sport`,
  growNutrition: `${U}/report/grow/nutrition`,
  recipes: `${U}/report/grow/nutrition/high/score/recipe`,
  home: `${U}/home`,
} as const;

/** A screen of this area for one child (`?patientId=`), with extra query parameters. */
export function childPath(
  path: string,
  patientId: number,
  extra: Record<string, string | number> = {},
): string {
  const q = new URLSearchParams({ patientId: String(patientId) });
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  return `${path}?${q.toString()}`;
}

/** A China day YYYY-MM-DD shifted by `days`. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day as parents read it: 11月26日. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(m)}月${Number(d)}日`;
}

/** A child the 0-6 health inquiry is for (by the birthday). */
export function isInquiryAge(child: PatientView): boolean {
  const months = ageInMonths(child.birthday, new Date());
  return months !== null && months < CHILD_HEALTH_MAX_MONTHS;
}
