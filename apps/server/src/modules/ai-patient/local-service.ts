import {
  type MedicationItemView,
  type MedicationView,
  PATIENT_PORT_CLOSED_DISTRICTS,
  type ResidentDistrictView,
} from '@kanghu/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import {
  districts,
  orgs,
  patientRelations,
  patients,
  aiLocalReports as reports,
} from '../../db/schema/index.ts';
import { scanLink } from './report-service.ts';
import { inScope, residentBrief, residentFor } from './scope.ts';

/**
 * The yzh patient side's local calls (issue 16; spec 2 section 7 "Local district integration").
 * All of it reads and writes this platform's own tables: the district system is not connected.
 */

/** GET /api/local/yzh/resident/districts: the districts of the customer's own residents. */
export function residentDistricts(ctx: Ctx): Promise<{ list: ResidentDistrictView[] }> {
  return ctx.inTenant(async (tx) => {
    const rows = await tx
      .select({ p: patients, d: districts })
      .from(patientRelations)
      .innerJoin(patients, eq(patients.id, patientRelations.patientId))
      .innerJoin(orgs, eq(orgs.id, patients.orgId))
      .innerJoin(districts, eq(districts.areaCode, orgs.areaCode))
      .where(eq(patientRelations.userId, ctx.userId))
      .orderBy(sql`${patientRelations.relation} = 'self' desc`, asc(patientRelations.sort), asc(patients.id));
    const f = ctx.project.settings.features;
    const list = rows.map(({ p, d }) => ({
      localAreaCode: d.key,
      areaCode: d.areaCode,
      districtName: d.name,
      version: d.version,
      features: {
        aiHealthBank: f.aiHealthBank,
        localInfo: f.localInfo,
        patientPortClosed: f.patientPortClosed || PATIENT_PORT_CLOSED_DISTRICTS.includes(d.key),
      },
      patient: residentBrief(p),
    }));
    return { list };
  });
}

interface Drug {
  name?: unknown;
  spec?: unknown;
  usage?: unknown;
}
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * GET patient/medication/now and follow/medication/record/list (alternatives, one implementation):
 * the drugs of the resident's prescriptions on this platform, newest first; `current` keeps only
 * the latest prescription.
 */
export function medications(
  ctx: Ctx,
  code: string,
  idcard: string | undefined,
  current: boolean,
): Promise<MedicationView> {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const p = await residentFor(tx, viewer, district, idcard);
    const rows = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.districtId, district.id),
          eq(reports.patientId, p.id),
          eq(reports.kind, 'prescription'),
        ),
      )
      .orderBy(desc(reports.reportTime), desc(reports.id))
      .limit(current ? 1 : 50);
    const list: MedicationItemView[] = rows.flatMap((r) => {
      const drugs = Array.isArray(r.content.drugs) ? (r.content.drugs as Drug[]) : [];
      return drugs
        .filter((d) => str(d.name))
        .map((d) => ({
          reportId: r.id,
          title: r.title,
          orgName: r.orgName,
          doctor: str(r.content.doctor),
          prescribedAt: r.reportTime.toISOString(),
          name: str(d.name) ?? '',
          spec: str(d.spec),
          usage: str(d.usage),
        }));
    });
    return { patient: residentBrief(p), list, dataSource: 'platform' };
  });
}

/**
 * POST print/record/scan: a scan of a printed report's QR code. The shareId is the signed link
 * token (report-link.ts); anything else answers 403 and counts nothing.
 */
export function scanPrint(ctx: OpenCtx, code: string, shareId: string) {
  return ctx.inTenant(async (tx) => {
    const { print } = await scanLink(ctx, tx, code, shareId);
    return { id: print.id, scanCount: print.scanCount };
  });
}

/**
 * POST patient/visit: the resident's visit of the patient port. It is recorded as an opening of
 * the patient in the audit trail (viewer.opened); the customer names only their own resident.
 */
export function patientVisit(ctx: Ctx, code: string, idcard: string) {
  return inScope(ctx, code, async (tx, district, viewer) => {
    const p = await residentFor(tx, viewer, district, idcard);
    viewer.opened?.add(p.id);
    return { patientId: p.id, visitedAt: ctx.now().toISOString() };
  });
}
