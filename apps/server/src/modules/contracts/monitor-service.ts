import {
  ageInYears,
  chinaDay,
  chinaMidnight,
  DAY_MS,
  FAMILY_MONITOR_ABNORMAL_DAYS,
  FAMILY_MONITOR_RECENT_DAYS,
  type FamilyMonitorDetail,
  type FamilyMonitorItem,
  type familyMonitorQuery,
  MEASUREMENT_TYPES,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { notFound } from '../../lib/errors.ts';
import type { MeasurementRow } from '../measurements/repo.ts';
import { toView } from '../measurements/views.ts';
import {
  abnormalCounts,
  latestReadings,
  recentReadings,
  signedResident,
  signedResidentPage,
} from './monitor-repo.ts';

const RECENT_LIMIT = 100;
type Resident = NonNullable<Awaited<ReturnType<typeof signedResident>>>;

/** The start of the China-time day `days - 1` days before today (a window of `days` days). */
const windowStart = (today: string, days: number) =>
  new Date(chinaMidnight(today).getTime() - (days - 1) * DAY_MS);

function item(r: Resident, today: string, latest: MeasurementRow[], abnormal: number): FamilyMonitorItem {
  const order = (t: string) => (MEASUREMENT_TYPES as readonly string[]).indexOf(t);
  const sorted = [...latest].sort((a, b) => order(a.type) - order(b.type));
  const newest = latest.reduce<Date | null>(
    (max, x) => (max && max > x.measuredAt ? max : x.measuredAt),
    null,
  );
  return {
    patientId: r.contract.patientId,
    patientName: r.patientName,
    sex: r.sex,
    age: ageInYears(r.birthday, chinaMidnight(today)),
    contractId: r.contract.id,
    contractState: r.contract.state,
    servicePacks: r.contract.servicePacks,
    doctorName: r.doctorName,
    latest: sorted.map(toView),
    lastMeasuredAt: newest?.toISOString() ?? null,
    abnormalCount: abnormal,
  };
}

/**
 * GET /api/patient/sign/family/monitor: the residents signed with the caller's org (or with them)
 * and in force today, each with the newest reading of every type and the abnormal readings of the
 * last FAMILY_MONITOR_ABNORMAL_DAYS days; those with recent abnormal readings first.
 */
export function familyMonitor(ctx: Ctx, q: z.output<typeof familyMonitorQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const today = chinaDay(ctx.now());
    const since = windowStart(today, FAMILY_MONITOR_ABNORMAL_DAYS);
    const { rows, total } = await signedResidentPage(
      tx,
      viewer,
      today,
      since,
      { search: q.search || undefined, abnormalSince: q.abnormal === '1' ? since : undefined },
      q,
    );
    const ids = rows.map((r) => r.contract.patientId);
    const latest = await latestReadings(tx, ids);
    const abnormal = await abnormalCounts(tx, ids, since);
    const list = rows.map((r) =>
      item(
        r,
        today,
        latest.filter((x) => x.patientId === r.contract.patientId),
        abnormal.get(r.contract.patientId) ?? 0,
      ),
    );
    return pageOf(list, total, q);
  });
}

/** GET /api/patient/sign/family/monitor/:patientId: one signed resident's readings of the last FAMILY_MONITOR_RECENT_DAYS days. */
export function familyMonitorDetail(ctx: Ctx, patientId: number): Promise<FamilyMonitorDetail> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const now = ctx.now();
    const today = chinaDay(now);
    const resident = await signedResident(tx, viewer, today, patientId);
    if (!resident) throw notFound('该居民暂无生效的签约');
    viewer.opened?.add(patientId);
    const latest = await latestReadings(tx, [patientId]);
    const abnormal = await abnormalCounts(tx, [patientId], windowStart(today, FAMILY_MONITOR_ABNORMAL_DAYS));
    const recent = await recentReadings(
      tx,
      patientId,
      windowStart(today, FAMILY_MONITOR_RECENT_DAYS),
      now,
      RECENT_LIMIT,
    );
    return {
      ...item(resident, today, latest, abnormal.get(patientId) ?? 0),
      recent: recent.rows.map(toView),
      readingCount: recent.total,
    };
  });
}
