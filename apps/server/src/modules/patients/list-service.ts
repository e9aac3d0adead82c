import {
  chinaDay,
  chinaMidnight,
  DISEASE_TYPES,
  maskName,
  maskPhone,
  type PatientListQuery,
  type PatientOverview,
  type timelineQuery,
} from '@kanghu/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import { parseCursor } from '../../core/patient-timeline.ts';
import type { Tx } from '../../db/database.ts';
import { patientSummaries } from '../../db/schema/index.ts';
import { abnormalSince, filterConditions } from './list-filters.ts';
import { listRows, listScope, pageIds, scopeCounts } from './list-repo.ts';
import { toDoctorItem, toReadingBrief } from './list-views.ts';
import { boundAccounts, latestPerType, patientDevices } from './overview-repo.ts';

/** The patients of a scope: all the viewer sees, or (mine) those the viewer is the doctor of. */
export async function scopeCondition(tx: Tx, viewer: Viewer, scope: PatientListQuery['scope']): Promise<SQL> {
  if (scope === 'mine' && viewer.kind === 'org')
    return viewer.doctorId === null ? sql`false` : sql`${patientSummaries.doctorId} = ${viewer.doctorId}`;
  return listScope(tx, viewer);
}

/**
 * GET /api/patient: the patients the caller sees (customers: their bound patients; doctors and
 * assistants: their org's and their own), filtered, sorted by a spec 3 section 9 key, masked.
 */
export function listPatients(ctx: Ctx, query: PatientListQuery) {
  const now = ctx.now();
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { pageNo: _n, pageSize: _s, sortType, scope, ...filter } = query;
    const { limit, offset } = pageRange(query);
    const where = and(await scopeCondition(tx, viewer, scope), ...filterConditions(filter, now)) as SQL;
    const { ids, total } = await pageIds(tx, {
      where,
      sort: sortType,
      limit,
      offset,
    });
    const rows = await listRows(tx, ids);
    const byId = new Map(rows.map((r) => [r.p.id, r]));
    const since = abnormalSince(now);
    const list = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toDoctorItem(row, since)] : [];
    });
    return pageOf(list, total, query);
  });
}

/** GET /api/patient/all/count: counts of the caller's scope (one pass over patient_summaries). */
export function patientCountsOf(ctx: Ctx) {
  const now = ctx.now();
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await scopeCounts(tx, viewer, chinaMidnight(chinaDay(now)), abnormalSince(now));
    const n = (key: string) => row[key] ?? 0;
    const byDisease: Record<string, number> = {};
    const byLevel: Record<string, Record<string, number>> = {};
    for (const d of DISEASE_TYPES) {
      byDisease[d.code] = n(d.code);
      byLevel[d.code] = Object.fromEntries(Object.keys(d.levels).map((l) => [l, n(`${d.code}.${l}`)]));
    }
    return {
      total: n('total'),
      child: n('child'),
      todayNew: n('todayNew'),
      mine: viewer.doctorId === null ? 0 : n('mine'),
      abnormalRecent: n('abnormalRecent'),
      byDisease,
      byLevel,
    };
  });
}

/**
 * GET /api/patient/doctor/info/:id: the doctor's view of one patient: identity masked, groups
 * and archive states, tags, remark, bound family (names and phones masked), the newest reading of
 * each type, devices. Another org's patient: 404.
 */
export function patientOverviewOf(ctx: Ctx, id: number): Promise<PatientOverview> {
  const now = ctx.now();
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), id);
    const [row] = await listRows(tx, [patient.id]);
    if (!row) throw new Error('patient summary missing');
    const family = await boundAccounts(tx, patient.id);
    const latest = await latestPerType(tx, patient.id);
    const devices = await patientDevices(tx, patient.id);
    return {
      patient: {
        ...toDoctorItem(row, abnormalSince(now)),
        address: patient.address,
        telRelation: patient.telRelation,
        remark: patient.remark,
        extra: patient.extra,
      },
      family: family.map((f) => ({
        userId: f.userId,
        name: maskName(f.name ?? f.nickName ?? ''),
        relation: f.relation,
        tel: maskPhone(f.tel),
      })),
      latest: latest.map(toReadingBrief),
      devices: devices.map((d) => ({
        id: d.id,
        serial: d.serial,
        name: [d.brand, d.model].filter(Boolean).join(' ') || d.serial,
        measureType: d.measureType,
        bindType: d.bindType,
        boundAt: d.boundAt?.toISOString() ?? null,
      })),
    };
  });
}

/** GET /api/patient/doctor/timeline/:id: the merged timeline of every registered source, newest first. */
export function patientTimelineOf(ctx: Ctx, id: number, query: z.output<typeof timelineQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), id);
    const page = await ctx.services.timeline.page(tx, id, parseCursor(query.cursor), query.pageSize);
    return {
      list: page.list.map((e) => ({ ...e, at: e.at.toISOString() })),
      nextCursor: page.nextCursor,
    };
  });
}
