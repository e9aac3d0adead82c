import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { preSignApplications } from './patient-services.ts';
import { orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/**
 * Family-doctor contracts (家庭医生签约, /api/patient/sign/contract). `state` (packages/shared
 * domain/contract.ts): pending -> signed once the doctor and the resident have both confirmed;
 * signed -> renewal_due (the renewal job) -> expired after the end date; any active state ->
 * terminated with a reason. At most one active (pending, signed, renewal_due) contract of a
 * patient covers any day: an exclusion constraint over [start_date, end_date] added by the
 * migration's custom tail (drizzle cannot express it), so a renewal may wait for the next term.
 */
export const familyDoctorContracts = pgTable(
  'family_doctor_contracts',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    teamName: text('team_name'),
    servicePacks: jsonb('service_packs').$type<string[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('pending'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    doctorConfirmedAt: timestamp('doctor_confirmed_at', { withTimezone: true }),
    doctorConfirmedBy: integer('doctor_confirmed_by').references(() => users.id),
    residentConfirmedAt: timestamp('resident_confirmed_at', { withTimezone: true }),
    residentConfirmedBy: integer('resident_confirmed_by').references(() => users.id),
    /** The pre-sign application this contract came from (one contract per application). */
    preSignId: integer('pre_sign_id').references(() => preSignApplications.id),
    /** The contract this one renews (its next term). */
    renewedFromId: integer('renewed_from_id'),
    renewalDueAt: timestamp('renewal_due_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminatedBy: integer('terminated_by').references(() => users.id),
    terminateReason: text('terminate_reason'),
    terminateRemark: text('terminate_remark'),
    remark: text('remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('family_doctor_contracts_patient_idx').on(t.projectId, t.patientId, t.startDate),
    index('family_doctor_contracts_org_idx').on(t.projectId, t.orgId, t.state, t.endDate),
    index('family_doctor_contracts_doctor_idx').on(t.projectId, t.doctorId, t.state, t.endDate),
    index('family_doctor_contracts_due_idx')
      .on(t.projectId, t.endDate)
      .where(sql`state in ('pending', 'signed', 'renewal_due')`),
    uniqueIndex('family_doctor_contracts_pre_sign_uq')
      .on(t.projectId, t.preSignId)
      .where(sql`pre_sign_id is not null`),
    check('family_doctor_contracts_dates_ck', sql`end_date >= start_date`),
    check(
      'family_doctor_contracts_state_ck',
      sql`state in ('pending', 'signed', 'renewal_due', 'expired', 'terminated')`,
    ),
    check(
      'family_doctor_contracts_reason_ck',
      sql`(state = 'terminated') = (terminate_reason is not null) and (terminate_reason is null or terminate_reason in ('moved_away', 'deceased', 'own_request', 'resigned_elsewhere', 'lost_to_follow_up', 'other'))`,
    ),
    check(
      'family_doctor_contracts_other_ck',
      sql`terminate_reason is distinct from 'other' or length(trim(coalesce(terminate_remark, ''))) > 0`,
    ),
    check(
      'family_doctor_contracts_confirmed_ck',
      sql`state not in ('signed', 'renewal_due') or (doctor_confirmed_at is not null and resident_confirmed_at is not null)`,
    ),
    check(
      'family_doctor_contracts_packs_ck',
      sql`jsonb_typeof(service_packs) = 'array' and jsonb_array_length(service_packs) > 0`,
    ),
  ],
);
