import { type AuditAction, type AuditEntry, type AuditOutcome, maskName } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import { withPatient } from '../../core/with-patient.ts';
import {
  accountOf,
  type EntryRow,
  messagesOfUser,
  patientAccessRows,
  patientTables,
  rowsOfPatient,
  type TrailFilter,
  trailRows,
} from './repo.ts';

function toEntry(row: EntryRow, forPatient: boolean): AuditEntry {
  // A patient sees the names of the staff who opened the record; another family member's name
  // is masked as everywhere else (spec 1 section 9).
  const actorName =
    forPatient && row.actorType !== 'servicer' ? maskName(row.actorName) || null : (row.actorName ?? null);
  return {
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    actorName,
    role: row.role,
    orgName: row.orgName ?? null,
    action: row.action as AuditAction,
    resource: row.resource,
    resourceId: row.resourceId,
    patientId: row.patientId,
    patientName: forPatient ? null : maskName(row.patientName) || null,
    outcome: row.outcome as AuditOutcome,
    ip: forPatient ? null : row.ip,
    device: row.device,
  };
}

/** Who else opened one of the account's patients' records (the patient's 查看记录). */
export async function patientAccess(ctx: Ctx, q: PageQuery & { patientId: number }) {
  return withPatient(ctx, q.patientId, async ({ tx }) => {
    const { limit, offset } = pageRange(q);
    const { list, total } = await patientAccessRows(tx, q.patientId, ctx.userId, limit, offset);
    return pageOf(
      list.map((r) => toEntry(r, true)),
      total,
      q,
    );
  });
}

/** The trail for an administrator: the project's, or the org's for an org administrator. */
export async function auditTrail(ctx: Ctx, q: PageQuery & Omit<TrailFilter, 'orgId'>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { limit, offset } = pageRange(q);
    const { list, total } = await trailRows(tx, { ...q, orgId: viewer.orgId }, limit, offset);
    return pageOf(
      list.map((r) => toEntry(r, false)),
      total,
      q,
    );
  });
}

/**
 * Everything stored about one of the account's patients (every table with a patient_id column,
 * found in the catalogue so a new table is never forgotten) and the account's own profile and
 * messages (PIPL art. 45). Recorded in the trail as an export.
 */
export async function exportPatient(ctx: Ctx, patientId: number) {
  ctx.audit.action = 'export';
  return withPatient(ctx, patientId, async ({ tx, patient }) => {
    const records: Record<string, unknown[]> = {};
    for (const table of await patientTables(tx)) {
      const rows = await rowsOfPatient(tx, table, patient.id);
      if (rows.length > 0) records[table] = rows;
    }
    return {
      exportedAt: ctx.now().toISOString(),
      project: ctx.project.name,
      patient,
      records,
      account: { profile: await accountOf(tx, ctx.userId), messages: await messagesOfUser(tx, ctx.userId) },
    };
  });
}
