import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { departments, orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/**
 * Referrals (转诊记录, spec 3 section 3 "referral record"): a doctor hands a patient to another
 * doctor, a department or an org of the project. The target is resolved on creation: a doctor
 * fixes its department and org, a department its org, so target_org_id is always set.
 * state (referralState): 0 pending, 1 accepted, 2 rejected, 3 completed, 4 cancelled
 * (packages/shared schemas/referral.ts). While pending or accepted the target sees the patient
 * (core/grants.ts).
 */
export const referrals = pgTable(
  'referrals',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The referring doctor and their org at the time. */
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    fromOrgId: integer('from_org_id').references(() => orgs.id),
    referralType: smallint('referral_type').notNull(),
    diseaseDiagnose: text('disease_diagnose').notNull(),
    referralCause: text('referral_cause').notNull(),
    description: text('description'),
    targetDoctorId: integer('target_doctor_id').references(() => doctors.id),
    targetDepartmentId: integer('target_department_id').references(() => departments.id),
    targetOrgId: integer('target_org_id')
      .notNull()
      .references(() => orgs.id),
    state: smallint('state').notNull().default(0),
    rejectReason: text('reject_reason'),
    /** The note given on completion or cancellation. */
    remark: text('remark'),
    /** Who took it (the named doctor, or the doctor of the department/org who accepted). */
    acceptedDoctorId: integer('accepted_doctor_id').references(() => doctors.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Who rejected, completed or cancelled it, and when. */
    finishedByUserId: integer('finished_by_user_id').references(() => users.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referrals_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    index('referrals_doctor_idx').on(t.projectId, t.doctorId, t.createdAt),
    index('referrals_target_doctor_idx').on(t.projectId, t.targetDoctorId, t.state),
    index('referrals_target_department_idx').on(t.projectId, t.targetDepartmentId, t.state),
    index('referrals_target_org_idx').on(t.projectId, t.targetOrgId, t.state),
    index('referrals_accepted_doctor_idx').on(t.projectId, t.acceptedDoctorId, t.state),
    // One open referral of a patient to the same target (a double tap creates one).
    uniqueIndex('referrals_open_target_uq')
      .on(
        t.projectId,
        t.patientId,
        t.targetOrgId,
        sql`coalesce(${t.targetDepartmentId}, 0)`,
        sql`coalesce(${t.targetDoctorId}, 0)`,
      )
      .where(sql`state in (0, 1)`),
    check('referrals_state_ck', sql`state between 0 and 4`),
    check('referrals_type_ck', sql`referral_type between 1 and 3`),
    check('referrals_not_self_ck', sql`target_doctor_id is distinct from doctor_id`),
    check('referrals_reason_ck', sql`state <> 2 or reject_reason is not null`),
    check('referrals_accepted_ck', sql`(state in (1, 3)) = (accepted_doctor_id is not null)`),
    check('referrals_finished_ck', sql`(state in (2, 3, 4)) = (finished_at is not null)`),
  ],
);
