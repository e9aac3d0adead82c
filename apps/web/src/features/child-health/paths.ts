import { ageInMonths, CHILD_HEALTH_MAX_MONTHS, type PatientView } from '@kanghu/shared';

/** The children's health inquiry screens (spec 1 section 2.7, baby question). */
export const BABY_PATHS = {
  list: '/health/user/baby/question',
  info: '/health/user/baby/question/info',
} as const;

export const infoPath = (patientId: number, recordId?: number) =>
  `${BABY_PATHS.info}?patientId=${patientId}${recordId ? `&recordId=${recordId}` : ''}`;

/** A bound patient the inquiry is for: marked as a child, or under 7 by the birthday. */
export function isYoungChild(p: PatientView, now: Date): boolean {
  const months = ageInMonths(p.birthday, now);
  return months !== null ? months < CHILD_HEALTH_MAX_MONTHS : p.isChild;
}

/** Age as parents say it: 8个月, 2岁3个月. */
export function ageText(months: number | null): string {
  if (months === null) return '年龄未知';
  if (months < 12) return `${months}个月`;
  const rest = months % 12;
  return `${Math.floor(months / 12)}岁${rest ? `${rest}个月` : ''}`;
}
