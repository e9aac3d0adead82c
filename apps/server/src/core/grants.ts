import { REFERRAL_STATE, SICKBED_STATE } from '@kanghu/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { doctors, referrals, sickbedApplications } from '../db/schema/index.ts';

/**
 * Narrow grants: a servicer outside the patient's org who sees ONE patient because of an open
 * piece of work on that patient, never the org's patient list (core/access.ts `visibleTo` is not
 * widened). Each access through a grant is recorded in the audit trail with the grant's name
 * (`referral:<id>`, `sickbed:<id>`). docs/decisions.md "Referrals" says why.
 *
 * - referral: the target of a pending referral (the named doctor; else every doctor of the named
 *   department; else of the named org; assistants never), and the doctor who accepted it while
 *   it is accepted. Ends when it is rejected, completed or cancelled.
 * - sickbed: the servicers of the org a patient applied to for a home sickbed (and its named
 *   doctor) while the application is pending or the bed is in care. The patient chose that org.
 */
export interface GrantHolder {
  orgId: number | null;
  doctorId: number | null;
}

/**
 * The SQL condition "the referral is addressed to doctor `doctorId`": named, or their department
 * or org is named without a doctor, or they accepted it. Assistants and the referring doctor
 * are never addressed.
 */
export function referralAddressedTo(doctorId: number): SQL {
  return sql`exists (select 1 from ${doctors} d
    where d.id = ${doctorId} and not d.is_assistant and d.id <> ${referrals.doctorId} and (
    ${referrals.targetDoctorId} = d.id
    or ${referrals.acceptedDoctorId} = d.id
    or (${referrals.targetDoctorId} is null and (
      ${referrals.targetDepartmentId} = d.department_id
      or (${referrals.targetDepartmentId} is null and ${referrals.targetOrgId} = d.org_id)))))`;
}

/** The referral grant: pending and addressed to the doctor, or accepted by them. */
function referralGrantOf(doctorId: number): SQL {
  return (
    or(
      and(eq(referrals.state, REFERRAL_STATE.pending), referralAddressedTo(doctorId)),
      and(eq(referrals.state, REFERRAL_STATE.accepted), eq(referrals.acceptedDoctorId, doctorId)),
    ) ?? sql`false`
  );
}

/** The grant through which `who` sees patient `patientId`, or null. */
export async function patientGrant(tx: Tx, who: GrantHolder, patientId: number): Promise<string | null> {
  if (who.doctorId !== null) {
    const [r] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.patientId, patientId), referralGrantOf(who.doctorId)))
      .limit(1);
    if (r) return `referral:${r.id}`;
  }
  const mine = or(
    who.orgId !== null ? eq(sickbedApplications.orgId, who.orgId) : undefined,
    who.doctorId !== null ? eq(sickbedApplications.doctorId, who.doctorId) : undefined,
  );
  if (!mine) return null;
  const [s] = await tx
    .select({ id: sickbedApplications.id })
    .from(sickbedApplications)
    .where(
      and(
        eq(sickbedApplications.patientId, patientId),
        inArray(sickbedApplications.state, [SICKBED_STATE.pending, SICKBED_STATE.inCare]),
        mine,
      ),
    )
    .limit(1);
  return s ? `sickbed:${s.id}` : null;
}
