import { type LocalReportKind, maskIdCard, REPORT_LINK_REFUSED, REPORT_LINK_TTL_MS } from '@kanghu/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PatientRow } from '../../core/access.ts';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import {
  DISTRICT_NOT_FOUND,
  type District,
  districtResident,
  findDistrict,
  inDistrict,
  residentOf,
} from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { patients, aiPrintRecords as prints, aiLocalReports as reports } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { openReportLink, signReportLink } from './report-link.ts';
import { inScope, ownPatientIds, pageOf, residentBrief, residentFor } from './scope.ts';

const REPORT_NOT_FOUND = '未找到该报告';
type ReportRow = typeof reports.$inferSelect;

export const reportView = (r: ReportRow) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  orgName: r.orgName,
  content: r.content,
  filePath: r.filePath,
  reportTime: r.reportTime.toISOString(),
});

/** A resident's records of `kinds` in the district, newest first (optionally one id). */
function recordsOf(tx: Tx, district: District, patientId: number, kinds: LocalReportKind[], id?: number) {
  return tx
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.districtId, district.id),
        eq(reports.patientId, patientId),
        inArray(reports.kind, kinds),
        id ? eq(reports.id, id) : undefined,
      ),
    )
    .orderBy(desc(reports.reportTime), desc(reports.id))
    .limit(50);
}

/** The merged view both alternative forms answer: the resident (masked) and their records. */
function merged(p: PatientRow, rows: ReportRow[]) {
  return { patient: residentBrief(p), list: rows.map(reportView), dataSource: 'platform' as const };
}

/** GET patient/report/list, patient/record/list: a page of the resident's records. */
export function listRecords(
  ctx: Ctx,
  code: string,
  kinds: LocalReportKind[],
  q: { pageNo: number; pageSize: number; idcard?: string | undefined },
) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const p = await residentFor(tx, viewer, district, q.idcard);
    const where = and(
      eq(reports.districtId, district.id),
      eq(reports.patientId, p.id),
      inArray(reports.kind, kinds),
    );
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.reportTime), desc(reports.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(reports).where(where);
    return { list: rows.map(reportView), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** GET patient/report/:id (mongo form): the one report, in the merged shape. */
export function reportById(ctx: Ctx, code: string, id: number) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const [r] = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), eq(reports.districtId, district.id)))
      .limit(1);
    if (!r) throw notFound(REPORT_NOT_FOUND);
    // The same rule as every other call: the servicer's district resident, the customer's own.
    const mine =
      viewer.kind === 'customer' ? sql`${patients.id} in ${ownPatientIds(viewer.userId)}` : undefined;
    const [p] = await tx
      .select()
      .from(patients)
      .where(and(eq(patients.id, r.patientId), residentOf(district), mine))
      .limit(1);
    if (!p) throw notFound(REPORT_NOT_FOUND);
    viewer.opened?.add(p.id);
    return merged(p, [r]);
  });
}

/** GET patient/report/merge, patient/prescription/merge, health/record/detail, medical/record. */
export function mergedRecords(
  ctx: Ctx,
  code: string,
  kinds: LocalReportKind[],
  q: { idcard?: string | undefined; id?: number | undefined },
) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const p = await residentFor(tx, viewer, district, q.idcard);
    return merged(p, await recordsOf(tx, district, p.id, kinds, q.id));
  });
}

/**
 * POST patient/report/share: the servicer makes a signed, expiring link to the resident's report
 * page (print record); the link carries the masked ID number for display only.
 */
export function shareReport(ctx: Ctx, code: string, idcard: string) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResident(tx, viewer, district, idcard);
    const expiresAt = new Date(ctx.now().getTime() + REPORT_LINK_TTL_MS);
    const [row] = await tx
      .insert(prints)
      .values({
        projectId: ctx.projectId,
        districtId: district.id,
        patientId: p.id,
        userId: ctx.userId,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    const token = await signReportLink(ctx.services, ctx.projectId, district.key, row.id, expiresAt);
    return {
      id: row.id,
      token,
      path: `/${district.areaCode}/local/report/no/login/detail/${maskIdCard(p.idcard)}`,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** GET print/record: the district's shared/printed report links, newest first. */
export function listPrints(ctx: Ctx, code: string, q: { pageNo: number; pageSize: number }) {
  return inDistrict(ctx, code, async (tx, district) => {
    const where = eq(prints.districtId, district.id);
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select({ r: prints, p: patients })
      .from(prints)
      .innerJoin(patients, eq(patients.id, prints.patientId))
      .where(where)
      .orderBy(desc(prints.createdAt), desc(prints.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(prints).where(where);
    const list = rows.map(({ r, p }) => ({
      id: r.id,
      ...residentBrief(p),
      ctime: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      scanCount: r.scanCount,
    }));
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/**
 * Counts one scan of the print record a signed link names, in the district of `code`; the
 * counted record, or 403 REPORT_LINK_REFUSED for anything but a valid, unexpired token.
 */
export async function scanLink(ctx: OpenCtx, tx: Tx, code: string, token: string | undefined) {
  const district = await findDistrict(tx, code);
  if (!district) throw notFound(DISTRICT_NOT_FOUND);
  const id = await openReportLink(ctx.services, ctx.projectId, district.key, token, ctx.now());
  if (id === null) throw new AppError(403, REPORT_LINK_REFUSED);
  const [r] = await tx
    .update(prints)
    .set({ scanCount: sql`${prints.scanCount} + 1`, lastScanAt: ctx.now() })
    .where(and(eq(prints.id, id), eq(prints.districtId, district.id)))
    .returning();
  if (!r) throw new AppError(403, REPORT_LINK_REFUSED);
  return { district, print: r };
}

/**
 * GET patient/report and patient/evaluate/report (the no-login report page): open, but only with
 * a valid signed link; anything else answers 403 with REPORT_LINK_REFUSED.
 */
export function noLoginReport(ctx: OpenCtx, code: string, token: string | undefined) {
  return ctx.inTenant(async (tx) => {
    const { district, print } = await scanLink(ctx, tx, code, token);
    const [p] = await tx.select().from(patients).where(eq(patients.id, print.patientId)).limit(1);
    if (!p) throw new AppError(403, REPORT_LINK_REFUSED);
    return merged(p, await recordsOf(tx, district, p.id, ['report', 'prescription']));
  });
}
