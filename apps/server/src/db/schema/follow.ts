import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/** Follow-up templates; the national defaults (packages/shared follow-templates.ts) per project by code. */
export const followTemplates = pgTable(
  'follow_templates',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    disease: text('disease', { enum: ['hbp', 'dm'] }),
    followMode: smallint('follow_mode').notNull(),
    followFrequency: text('follow_frequency').notNull(),
    content: text('content').notNull(),
    formItems: jsonb('form_items').$type<string[]>().notNull(),
    source: text('source').notNull(),
  },
  (t) => [uniqueIndex('follow_templates_code_uq').on(t.projectId, t.code)],
);

/**
 * Follow plans (spec 3 follow plan entity). `state` is the only column a transition writes
 * (modules/follow/state-machine.ts); the status users see (planned/due/overdue) is computed from
 * it and plan_time. A plan without a follow person is in its org's pool (yzh grab).
 */
export const followPlans = pgTable(
  'follow_plans',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id').references(() => orgs.id),
    templateId: integer('template_id').references(() => followTemplates.id),
    followMode: smallint('follow_mode').notNull(),
    followFrequency: text('follow_frequency').notNull(),
    planTime: timestamp('plan_time', { withTimezone: true }).notNull(),
    followPersonUserId: integer('follow_person_user_id').references(() => users.id),
    followContent: text('follow_content'),
    state: text('state', { enum: ['open', 'done', 'cancelled', 'deleted'] })
      .notNull()
      .default('open'),
    actualPersonUserId: integer('actual_person_user_id').references(() => users.id),
    actualTime: timestamp('actual_time', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    closedByUserId: integer('closed_by_user_id').references(() => users.id),
    /** plan, multi, record (the next visit a record scheduled), report. */
    source: text('source').notNull().default('plan'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_plans_org_idx').on(t.projectId, t.orgId, t.state, t.planTime),
    index('follow_plans_patient_idx').on(t.projectId, t.patientId, t.planTime),
    index('follow_plans_person_idx').on(t.projectId, t.followPersonUserId, t.state, t.planTime),
    check('follow_plans_state_ck', sql`${t.state} in ('open', 'done', 'cancelled', 'deleted')`),
    check(
      'follow_plans_done_ck',
      sql`${t.state} <> 'done' or (${t.actualTime} is not null and ${t.actualPersonUserId} is not null)`,
    ),
  ],
);

/** The form of a visit as stored (national record forms); readings live in measurements. */
export interface FollowForm {
  symptoms: string[];
  symptomOther?: string;
  dangerSigns: string[];
  smoking?: number;
  drinking?: number;
  exercise?: string;
  salt?: string;
  adherence?: number;
  adverseReaction: boolean;
  adverseReactionNote?: string;
  hypoglycemia?: number;
  complication: boolean;
  medication?: string;
  temperature?: number;
}

/** One record per executed plan (unique plan_id): the visit, its graded readings and assessment. */
export const followRecords = pgTable(
  'follow_records',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id').references(() => orgs.id),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id),
    followTime: timestamp('follow_time', { withTimezone: true }).notNull(),
    followMode: smallint('follow_mode').notNull(),
    disease: text('disease', { enum: ['hbp', 'dm'] }),
    form: jsonb('form').$type<FollowForm>().notNull(),
    measurementIds: integer('measurement_ids').array().notNull().default(sql`'{}'::integer[]`),
    classification: smallint('classification'),
    controlled: boolean('controlled'),
    referral: text('referral', { enum: ['none', 'urgent', 'suggested'] }).notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    ruleSource: text('rule_source').notNull(),
    nextFollowDate: text('next_follow_date'),
    nextPlanId: integer('next_plan_id'),
    advice: text('advice'),
    source: text('source').notNull().default('doctor'),
    syncState: text('sync_state', { enum: ['unsynced', 'synced'] })
      .notNull()
      .default('unsynced'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    syncProvider: text('sync_provider'),
    syncRef: text('sync_ref'),
  },
  (t) => [
    uniqueIndex('follow_records_plan_uq').on(t.projectId, t.planId),
    index('follow_records_patient_idx').on(t.projectId, t.patientId, t.followTime),
    index('follow_records_org_idx').on(t.projectId, t.orgId, t.followTime),
    check('follow_records_referral_ck', sql`${t.referral} in ('none', 'urgent', 'suggested')`),
    check('follow_records_classification_ck', sql`${t.classification} between 1 and 4`),
    check(
      'follow_records_sync_ck',
      sql`(${t.syncState} = 'synced') = (${t.syncedAt} is not null and ${t.syncRef} is not null)`,
    ),
  ],
);

/** Appointment pushes: is_accept null until the patient's side answers 1 (accept) or 0 (decline), once. */
export const followAppointments = pgTable(
  'follow_appointments',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    planId: integer('plan_id').references(() => followPlans.id),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id),
    appointTime: timestamp('appoint_time', { withTimezone: true }).notNull(),
    followMode: smallint('follow_mode').notNull(),
    content: text('content').notNull(),
    isAccept: smallint('is_accept'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: integer('responded_by_user_id').references(() => users.id),
  },
  (t) => [
    index('follow_appointments_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    index('follow_appointments_doctor_idx').on(t.projectId, t.doctorUserId, t.createdAt),
    check('follow_appointments_accept_ck', sql`${t.isAccept} in (0, 1)`),
    check('follow_appointments_answer_ck', sql`(${t.isAccept} is null) = (${t.respondedAt} is null)`),
  ],
);

/** Reminders sent: one row per plan and due day, written with the messages (never sent twice). */
export const followReminders = pgTable(
  'follow_reminders',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    dueDay: text('due_day').notNull(),
  },
  (t) => [uniqueIndex('follow_reminders_uq').on(t.projectId, t.planId, t.dueDay)],
);

/** One medicine of a push (the yzhMedicationRecordList item of packages/shared). */
export interface PushedMedication {
  name: string;
  dosage?: string | undefined;
  frequency?: string | undefined;
  usage?: string | undefined;
  days?: number | undefined;
}

/** Medication pushes of a follow record to the regional system; one current version per record. */
export const followMedicationPushes = pgTable(
  'follow_medication_pushes',
  {
    ...tenantColumns(),
    recordId: integer('record_id')
      .notNull()
      .references(() => followRecords.id),
    version: integer('version').notNull(),
    remark: text('remark'),
    items: jsonb('items').$type<PushedMedication[]>().notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    pushedByUserId: integer('pushed_by_user_id')
      .notNull()
      .references(() => users.id),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('follow_medication_pushes_version_uq').on(t.projectId, t.recordId, t.version),
    uniqueIndex('follow_medication_pushes_current_uq')
      .on(t.projectId, t.recordId)
      .where(sql`${t.supersededAt} is null`),
  ],
);
