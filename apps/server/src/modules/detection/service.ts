import {
  ageInYears,
  childReferenceText,
  chinaMidnight,
  chinaMonthBounds,
  DETECTION_TYPES,
  type DetectionHistoryItem,
  type DetectionReport,
  type DetectionType,
  detectionAdvice,
  isChildAt,
  LEVEL_SEVERITY,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { toView } from '../measurements/views.ts';
import { countsPerType, latestPerType, monthlyGradeCounts } from './repo.ts';

/** [start, end] of a calendar month "YYYY-MM" in China time. */
export function monthPeriod(month: string): { start: Date; end: Date } {
  const { start, end } = chinaMonthBounds(chinaMidnight(`${month}-01`));
  return { start, end };
}

const rank = (level: string) => {
  const i = LEVEL_SEVERITY.indexOf(level);
  return i < 0 ? LEVEL_SEVERITY.length : i;
};

function summaryOf(items: DetectionReport['items']): string {
  const measured = items.filter((i) => i.latest);
  if (measured.length === 0) return '暂无检测数据，请先进行检测。';
  const abnormal = measured.filter((i) => i.latest?.abnormal);
  if (abnormal.length === 0) return `共${measured.length}项检测，最近一次结果均未见异常。`;
  const names = abnormal.map((i) => `${i.label}（${i.latest?.levelLabel}）`).join('、');
  return `共${measured.length}项检测，${abnormal.length}项需要关注：${names}。请参考下方建议。`;
}

/**
 * GET /api/patient/detection/report: for each detection type the latest reading of the period
 * (a calendar month, or everything up to now) with its stored grade, the advice of that grade and,
 * for a child, the children's cut-offs that graded it.
 */
export async function detectionReport(
  ctx: Ctx,
  query: { patientId: number; month?: string; types?: DetectionType[] },
): Promise<DetectionReport> {
  const types = DETECTION_TYPES.filter((t) => !query.types || query.types.includes(t));
  const period = query.month ? monthPeriod(query.month) : { start: null, end: ctx.now() };
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const where = { patientId: patient.id, types, ...period };
    const latest = await latestPerType(tx, where);
    const counts = await countsPerType(tx, where);
    const subject = { birthday: patient.birthday, sex: patient.sex };
    const items = types.map((type) => {
      const row = latest.find((r) => r.type === type);
      return {
        type,
        label: MEASUREMENT_TYPE_INFO[type].label,
        latest: row ? toView(row) : null,
        count: counts.find((c) => c.type === type)?.n ?? 0,
        abnormalCount: counts.find((c) => c.type === type)?.abnormal ?? 0,
        advice: detectionAdvice(type, row ? row.level : null),
        reference: childReferenceText(type, subject, row ? row.measuredAt : period.end),
      };
    });
    return {
      patient: {
        id: patient.id,
        name: patient.name,
        sex: patient.sex,
        age: ageInYears(patient.birthday, period.end),
        child: isChildAt(subject, period.end),
      },
      month: query.month ?? null,
      start: period.start ? period.start.toISOString() : null,
      end: period.end.toISOString(),
      items,
      abnormalCount: items.filter((i) => i.latest?.abnormal).length,
      summary: summaryOf(items),
    };
  });
}

/**
 * GET /api/patient/detection/report/history: one row per calendar month (China time) with
 * detection readings in the last `months` months, newest first: counts, types and worst grade.
 */
export async function detectionHistory(
  ctx: Ctx,
  query: { patientId: number; months: number; types?: DetectionType[] },
): Promise<DetectionHistoryItem[]> {
  const types = DETECTION_TYPES.filter((t) => !query.types || query.types.includes(t));
  const since = chinaMonthBounds(ctx.now(), -(query.months - 1)).start;
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const rows = await monthlyGradeCounts(tx, patient.id, types, since);
    const byMonth = new Map<string, typeof rows>();
    for (const r of rows) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r]);
    return [...byMonth.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([m, list]) => {
        const worst = [...list].sort((a, b) => rank(a.level) - rank(b.level))[0];
        return {
          month: m,
          count: list.reduce((sum, r) => sum + r.n, 0),
          abnormalCount: list.reduce((sum, r) => sum + r.abnormal, 0),
          types: types.filter((t) => list.some((r) => r.type === t)),
          worstType: (worst?.type as DetectionType | undefined) ?? null,
          worstLevel: worst?.level ?? null,
          worstLabel: worst ? levelLabel(worst.type as DetectionType, worst.level) : null,
        };
      });
  });
}
