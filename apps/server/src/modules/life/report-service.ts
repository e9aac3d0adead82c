import {
  chinaMonthBounds,
  DAY_MS,
  levelLabel,
  MEASUREMENT_TYPE_INFO,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { measurementReport, monthlyReports } from '../measurements/report-service.ts';
import {
  dietArea,
  foodIntoleranceRecords,
  habitSignCount,
  mattressNights,
  measurementArea,
  sportArea,
} from './repo.ts';

/** GET /api/patient/blood/pressure/report: the monthly hypertension reports (same as findAll), id YYYYMM. */
export async function bpReportList(ctx: Ctx, patientId: number) {
  const list = await monthlyReports(ctx, 'bp', { patientId, months: 12 });
  return list.map((r) => ({ ...r, id: r.month.replace('-', '') }));
}

/** GET /api/patient/blood/pressure/report/:id (YYYYMM): that China-time month's report. */
export async function bpReportDetail(ctx: Ctx, id: string, patientId: number) {
  const { start, end } = chinaMonthBounds(Date.parse(`${id.slice(0, 4)}-${id.slice(4, 6)}-15T00:00:00Z`));
  const report = await measurementReport(ctx, 'bp', { patientId, start, end });
  return { ...report, id, month: `${id.slice(0, 4)}-${id.slice(4, 6)}` };
}

function readingText(type: MeasurementType, values: Record<string, number>): string {
  const info = MEASUREMENT_TYPE_INFO[type];
  if (type === 'bp') return `${values.systolic}/${values.diastolic} mmHg`;
  return Object.entries(values)
    .filter(([k]) => info.components[k])
    .map(([k, v]) => `${info.components[k]?.label} ${v}`)
    .join('，');
}

/**
 * GET /api/patient/report/garea: our reading of "garea" (the spec names it only) as the
 * all-area summary: per life-data area over the last `days` days, the count, abnormal count and
 * the latest entry; areas are the measurement types plus exercise, diet and habit check-ins.
 */
export async function gareaReport(ctx: Ctx, query: { patientId: number; days: number }) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const since = new Date(Date.now() - query.days * DAY_MS);
    const areas = [];
    for (const type of MEASUREMENT_TYPES) {
      const { n, abnormal, last } = await measurementArea(tx, patient.id, type, since);
      areas.push({
        area: type,
        label: MEASUREMENT_TYPE_INFO[type].label,
        count: n,
        abnormalCount: abnormal,
        latest: last
          ? {
              time: last.measuredAt.toISOString(),
              text: readingText(type, last.values),
              levelLabel: levelLabel(type, last.level),
            }
          : null,
      });
    }
    const sport = await sportArea(tx, patient.id, since);
    areas.push({
      area: 'sport',
      label: '运动',
      count: sport.n,
      abnormalCount: 0,
      latest: sport.last
        ? {
            time: sport.last.startedAt.toISOString(),
            text: `${sport.last.minutes}分钟，${sport.last.calories}千卡`,
            levelLabel: null,
          }
        : null,
    });
    const meal = await dietArea(tx, patient.id, since);
    areas.push({
      area: 'diet',
      label: '饮食',
      count: meal.n,
      abnormalCount: 0,
      latest: meal.last
        ? {
            time: meal.last.eatenAt.toISOString(),
            text: `${Math.round(meal.last.energyKcal)}千卡`,
            levelLabel: null,
          }
        : null,
    });
    const signs = await habitSignCount(tx, patient.id, since);
    areas.push({ area: 'habit', label: '习惯打卡', count: signs, abnormalCount: 0, latest: null });
    return { patientId: patient.id, days: query.days, areas };
  });
}

const avg = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null;

/** Sleep under 6 h, resting heart rate outside 50-100 /min, breathing outside 12-20 /min. */
function bedAdvice(stats: Record<string, { avg: number | null }>): string[] {
  const out: string[] = [];
  const sleep = stats.sleepHours?.avg ?? null;
  const hr = stats.heartRate?.avg ?? null;
  const br = stats.breathRate?.avg ?? null;
  if (sleep !== null && sleep < 6) out.push(`平均睡眠${sleep}小时，少于6小时，建议规律作息、睡前少用手机。`);
  if (sleep !== null && sleep > 10) out.push(`平均睡眠${sleep}小时，偏长，如伴乏力请咨询医生。`);
  if (hr !== null && (hr < 50 || hr > 100))
    out.push(`睡眠平均心率${hr}次/分，超出50～100次/分，请咨询签约医生。`);
  if (br !== null && (br < 12 || br > 20))
    out.push(`睡眠平均呼吸${br}次/分，超出12～20次/分，请留意是否有打鼾、憋醒。`);
  if (out.length === 0 && sleep !== null) out.push('睡眠时长与夜间心率、呼吸均在常见范围内。');
  return out;
}

/** GET /api/patient/report/bed: mattress readings grouped by China night over the last `days`. */
export async function bedReport(ctx: Ctx, query: { patientId: number; days: number }) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const end = new Date();
    const start = new Date(end.getTime() - query.days * DAY_MS);
    const rows = await mattressNights(tx, patient.id, start, end);
    const byDay = new Map<string, typeof rows>();
    for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
    const pick = (list: typeof rows, key: string) =>
      list.map((r) => r.values[key]).filter((v): v is number => typeof v === 'number');
    const nights = [...byDay.entries()].map(([day, list]) => {
      const sleep = pick(list, 'sleepHours');
      return {
        day,
        sleepHours: sleep.length ? Math.max(...sleep) : null,
        heartRate: avg(pick(list, 'heartRate')),
        breathRate: avg(pick(list, 'breathRate')),
        readings: list.length,
      };
    });
    const statOf = (xs: number[]) => ({
      avg: avg(xs),
      min: xs.length ? Math.min(...xs) : null,
      max: xs.length ? Math.max(...xs) : null,
    });
    const stats = {
      sleepHours: statOf(nights.map((n) => n.sleepHours).filter((v): v is number => v !== null)),
      heartRate: statOf(pick(rows, 'heartRate')),
      breathRate: statOf(pick(rows, 'breathRate')),
    };
    return {
      patientId: patient.id,
      start: start.toISOString(),
      end: end.toISOString(),
      nights,
      stats,
      abnormalCount: rows.filter((r) => r.abnormal).length,
      advice: bedAdvice(stats),
    };
  });
}

/**
 * GET /api/patient/report/food/intolerance: our definition (the spec names the report only): the
 * patient's food-intolerance test results (food-specific IgG tests, a laboratory 检验) kept as
 * check/inspection records whose item name contains 不耐受, newest first.
 */
export async function foodIntoleranceReport(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const rows = await foodIntoleranceRecords(tx, patient.id);
    return {
      patientId: patient.id,
      records: rows.map((r) => ({
        id: r.id,
        itemName: r.itemName,
        orgName: r.orgName,
        checkTime: r.checkedAt.toISOString(),
        result: r.result,
        abnormal: r.abnormal,
        attachments: r.attachments,
      })),
      note: '食物不耐受报告取自检查检验记录中项目名称含“不耐受”的检验结果（如食物特异性IgG检测），可在“检查检验”中上传。',
    };
  });
}
