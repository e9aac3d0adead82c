import type { LocalInfoView } from '@kanghu/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { districtOfOrg } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { aiInterventionRecipients as recipients, aiLocalReports as reports } from '../../db/schema/index.ts';
import { reportView } from './report-service.ts';
import { residentBrief } from './scope.ts';

/** The patient's local records in the district, newest first (at most 50). */
function localRecords(tx: Tx, districtId: number, patientId: number) {
  return tx
    .select()
    .from(reports)
    .where(and(eq(reports.districtId, districtId), eq(reports.patientId, patientId)))
    .orderBy(desc(reports.reportTime), desc(reports.id))
    .limit(50);
}

/** How many intervention messages to the patient are unread. */
async function unreadInterventions(tx: Tx, patientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recipients)
    .where(and(eq(recipients.patientId, patientId), isNull(recipients.readAt)));
  return row?.n ?? 0;
}

/**
 * GET /api/patient/local/info (ours): the patient's district (by their org's area code) and their
 * records there, for one patient the caller sees (404 otherwise). The patient is named by id, so
 * no ID number travels in a URL; everything comes from this platform's own tables.
 */
export function localInfo(ctx: Ctx, patientId: number): Promise<LocalInfoView> {
  return ctx.inTenant(async (tx) => {
    const p = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const district = await districtOfOrg(tx, p.orgId);
    const rows = district ? await localRecords(tx, district.id, p.id) : [];
    return {
      patient: residentBrief(p),
      enabled: ctx.project.settings.features.localInfo,
      district: district && {
        localAreaCode: district.key,
        areaCode: district.areaCode,
        districtName: district.name,
        version: district.version,
      },
      records: rows.map(reportView),
      unread: await unreadInterventions(tx, p.id),
      dataSource: 'platform',
    };
  });
}
