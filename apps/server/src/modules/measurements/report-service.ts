import {
  chinaMonthBounds,
  LEVEL_SEVERITY,
  MEASUREMENT_TYPE_INFO,
  type MeasurementReport,
  type MeasurementType,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { periodStats } from './repo.ts';
import { periodOf } from './service.ts';

export const REPORT_DEFAULT_DAYS = 30;
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

const rank = (level: string) => {
  const i = LEVEL_SEVERITY.indexOf(level);
  return i < 0 ? LEVEL_SEVERITY.length : i;
};
function worst(levels: Record<string, number>): string | null {
  const seen = Object.keys(levels);
  if (seen.length === 0) return null;
  return [...seen].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Averages, min and max per component, counts per grade, over [start, end]. */
async function summarise(
  tx: Tx,
  patientId: number,
  type: MeasurementType,
  start: Date,
  end: Date,
): Promise<MeasurementReport> {
  const keys = Object.keys(MEASUREMENT_TYPE_INFO[type].components);
  const { agg, byLevel } = await periodStats(tx, patientId, type, keys, start, end);
  const levels = Object.fromEntries(byLevel.map((l) => [l.level, l.n]));
  const pickNum = (k: string) => (typeof agg[k] === 'number' ? (agg[k] as number) : null);
  const at = (k: string) => (agg[k] ? new Date(agg[k] as string | Date).toISOString() : null);
  return {
    patientId,
    type,
    start: start.toISOString(),
    end: end.toISOString(),
    count: (agg.count as number | undefined) ?? 0,
    abnormalCount: (agg.abnormal as number | undefined) ?? 0,
    levels,
    stats: Object.fromEntries(
      keys.map((k) => [
        k,
        { avg: round1(pickNum(`${k}.avg`)), min: pickNum(`${k}.min`), max: pickNum(`${k}.max`) },
      ]),
    ),
    worstLevel: worst(levels),
    first: at('first'),
    last: at('last'),
  };
}

/**
 * The blood-pressure (hypertension) and blood-sugar health reports: the period's summary (default
 * the last 30 days) for a patient the caller sees.
 */
export async function measurementReport(
  ctx: Ctx,
  type: MeasurementType,
  query: { patientId: number; start?: Date | undefined; end?: Date | undefined },
): Promise<MeasurementReport> {
  const { start, end } = periodOf(query, REPORT_DEFAULT_DAYS);
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    return summarise(tx, query.patientId, type, start, end);
  });
}

/** findAll: one report per China-time month that has readings, newest first (up to `months` back). */
export async function monthlyReports(
  ctx: Ctx,
  type: MeasurementType,
  query: { patientId: number; months: number },
) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const out = [];
    for (let i = 0; i < query.months; i++) {
      const m = chinaMonthBounds(ctx.now(), -i);
      const report = await summarise(tx, query.patientId, type, m.start, m.end);
      if (report.count > 0) out.push({ ...report, month: m.month });
    }
    return out;
  });
}
