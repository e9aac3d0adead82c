import {
  LEVEL_SEVERITY,
  MEASUREMENT_TYPE_INFO,
  type MeasurementReport,
  type MeasurementType,
} from '@kanghu/shared';
import { and, count, eq, gte, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { measurements } from '../../db/schema/index.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { loadViewer, visiblePatient } from '../patients/access.ts';
import { periodOf } from './service.ts';

export const REPORT_DEFAULT_DAYS = 30;
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

function worst(levels: Record<string, number>): string | null {
  const seen = Object.keys(levels);
  if (seen.length === 0) return null;
  return [...seen].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
const rank = (level: string) => {
  const i = LEVEL_SEVERITY.indexOf(level);
  return i < 0 ? LEVEL_SEVERITY.length : i;
};

/** Averages, min and max per component, counts per grade, over [start, end]. */
async function summarise(
  tx: Tx,
  patientId: number,
  type: MeasurementType,
  start: Date,
  end: Date,
): Promise<MeasurementReport> {
  const where: SQL | undefined = and(
    eq(measurements.patientId, patientId),
    eq(measurements.type, type),
    gte(measurements.measuredAt, start),
    lte(measurements.measuredAt, end),
  );
  const keys = Object.keys(MEASUREMENT_TYPE_INFO[type].components);
  const stats: Record<string, SQL<number | null>> = {};
  for (const key of keys) {
    const v = sql`(${measurements.values} ->> ${key})::float8`;
    stats[`${key}.avg`] = sql<number | null>`avg(${v})`.mapWith((x) => (x === null ? null : Number(x)));
    stats[`${key}.min`] = sql<number | null>`min(${v})`.mapWith((x) => (x === null ? null : Number(x)));
    stats[`${key}.max`] = sql<number | null>`max(${v})`.mapWith((x) => (x === null ? null : Number(x)));
  }
  const [agg] = await tx
    .select({
      count: count(),
      abnormal: sql<number>`count(*) filter (where ${measurements.abnormal})`.mapWith(Number),
      first: min(measurements.measuredAt),
      last: max(measurements.measuredAt),
      ...stats,
    })
    .from(measurements)
    .where(where);
  const byLevel = await tx
    .select({ level: measurements.level, n: count() })
    .from(measurements)
    .where(where)
    .groupBy(measurements.level);
  const levels = Object.fromEntries(byLevel.map((l) => [l.level, l.n]));
  const row = (agg ?? {}) as Record<string, unknown>;
  const pickNum = (k: string) => (typeof row[k] === 'number' ? (row[k] as number) : null);
  return {
    patientId,
    type,
    start: start.toISOString(),
    end: end.toISOString(),
    count: agg?.count ?? 0,
    abnormalCount: agg?.abnormal ?? 0,
    levels,
    stats: Object.fromEntries(
      keys.map((k) => [
        k,
        { avg: round1(pickNum(`${k}.avg`)), min: pickNum(`${k}.min`), max: pickNum(`${k}.max`) },
      ]),
    ),
    worstLevel: worst(levels),
    first: agg?.first ? new Date(agg.first).toISOString() : null,
    last: agg?.last ? new Date(agg.last).toISOString() : null,
  };
}

/**
 * GET /api/patient/life/history/bp/hypertension/report and bg/health/report: the period's
 * summary (default the last 30 days) for a patient the caller sees.
 */
export async function measurementReport(
  services: Services,
  request: FastifyRequest,
  type: MeasurementType,
  query: { patientId: number; start?: Date; end?: Date },
): Promise<MeasurementReport> {
  const session = requireSession(request);
  const { start, end } = periodOf(query, REPORT_DEFAULT_DAYS);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    await visiblePatient(tx, viewer, query.patientId);
    return summarise(tx, query.patientId, type, start, end);
  });
}

/** Calendar months in China time (UTC+8), newest first: [label, start, end]. */
function monthsBack(n: number, now = new Date()): Array<{ month: string; start: Date; end: Date }> {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const out = [];
  for (let i = 0; i < n; i++) {
    const y = china.getUTCFullYear();
    const m = china.getUTCMonth() - i;
    const start = new Date(Date.UTC(y, m, 1) - 8 * 3_600_000);
    const end = new Date(Date.UTC(y, m + 1, 1) - 8 * 3_600_000 - 1);
    const label = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
    out.push({ month: label, start, end });
  }
  return out;
}

/** findAll: one report per month that has readings, newest first (up to `months` back). */
export async function monthlyReports(
  services: Services,
  request: FastifyRequest,
  type: MeasurementType,
  query: { patientId: number; months: number },
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    await visiblePatient(tx, viewer, query.patientId);
    const out = [];
    for (const m of monthsBack(query.months)) {
      const report = await summarise(tx, query.patientId, type, m.start, m.end);
      if (report.count > 0) out.push({ ...report, month: m.month });
    }
    return out;
  });
}
