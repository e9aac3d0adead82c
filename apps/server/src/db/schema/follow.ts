import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/** Follow-up templates; the national defaults (packages/shared follow-templates.ts) per project by code. */
export const followTemplates = pg.pgTable(
  'follow_templates',
  {
    ...tenantColumns(),
    code: pg.text('code').notNull(),
    name: pg.text('name').notNull(),
    disease: pg.text('disease', { enum: ['hbp', 'dm'] }),
    followMode: pg.smallint('follow_mode').notNull(),
    followFrequency: pg.text('follow_frequency').notNull(),
    content: pg.text('content').notNull(),
    formItems: pg.jsonb('form_items').$type<string[]>().notNull(),
    source: pg.text('source').notNull(),
  },
  (t) => [pg.uniqueIndex('follow_templates_code_uq').on(t.projectId, t.code)],
);

/**
 * Follow plans (spec 3 follow plan entity). `state` is the only column a transition writes
 * (modules/follow/state-machine.ts); the status users see (planned/due/overdue) is computed from
 * it and plan_time. A plan without a follow person is in its org's pool (yzh grab).
 */
export const followPlans = pg.pgTable(
  'follow_plans',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: pg.integer('org_id').references(() => orgs.id),
    templateId: pg.integer('template_id').references(() => followTemplates.id),
    followMode: pg.smallint('follow_mode').notNull(),
    followFrequency: pg.text('follow_frequency').notNull(),
    planTime: pg.timestamp('plan_time', { withTimezone: true }).notNull(),
    followPersonUserId: pg.integer('follow_person_user_id').references(() => users.id),
    followContent: pg.text('follow_content'),
    state: pg
      .text('state', { enum: ['open', 'done', 'cancelled', 'deleted'] })
      .notNull()
      .default('open'),
    actualPersonUserId: pg.integer('actual_person_user_id').references(() => users.id),
    actualTime: pg.timestamp('actual_time', { withTimezone: true }),
    cancelReason: pg.text('cancel_reason'),
    closedByUserId: pg.integer('closed_by_user_id').references(() => users.id),
    /** plan, multi, record (the next visit a record scheduled), report. */
    source: pg.text('source').notNull().default('plan'),
    createdByUserId: pg.integer('created_by_user_id').references(() => users.id),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('follow_plans_org_idx').on(t.projectId, t.orgId, t.state, t.planTime),
    pg.index('follow_plans_patient_idx').on(t.projectId, t.patientId, t.planTime),
    pg.index('follow_plans_person_idx').on(t.projectId, t.followPersonUserId, t.state, t.planTime),
    pg.check('follow_plans_state_ck', sql`${t.state} in ('open', 'done', 'cancelled', 'deleted')`),
    pg.check(
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
export const followRecords = pg.pgTable(
  'follow_records',
  {
    ...tenantColumns(),
    planId: pg
      .integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: pg.integer('org_id').references(() => orgs.id),
    doctorUserId: pg
      .integer('doctor_user_id')
      .notNull()
      .references(() => users.id),
    followTime: pg.timestamp('follow_time', { withTimezone: true }).notNull(),
    followMode: pg.smallint('follow_mode').notNull(),
    disease: pg.text('disease', { enum: ['hbp', 'dm'] }),
    form: pg.jsonb('form').$type<FollowForm>().notNull(),
    measurementIds: pg.integer('measurement_ids').array().notNull().default(sql`'{}'::integer[]`),
    classification: pg.smallint('classification'),
    controlled: pg.boolean('controlled'),
    referral: pg.text('referral', { enum: ['none', 'urgent', 'suggested'] }).notNull(),
    reasons: pg.jsonb('reasons').$type<string[]>().notNull(),
    ruleSource: pg.text('rule_source').notNull(),
    nextFollowDate: pg.text('next_follow_date'),
    nextPlanId: pg.integer('next_plan_id'),
    advice: pg.text('advice'),
    source: pg.text('source').notNull().default('doctor'),
    syncState: pg
      .text('sync_state', { enum: ['unsynced', 'synced'] })
      .notNull()
      .default('unsynced'),
    syncedAt: pg.timestamp('synced_at', { withTimezone: true }),
    syncProvider: pg.text('sync_provider'),
    syncRef: pg.text('sync_ref'),
  },
  (t) => [
    pg.uniqueIndex('follow_records_plan_uq').on(t.projectId, t.planId),
    pg.index('follow_records_patient_idx').on(t.projectId, t.patientId, t.followTime),
    pg.index('follow_records_org_idx').on(t.projectId, t.orgId, t.followTime),
    pg.check('follow_records_referral_ck', sql`${t.referral} in ('none', 'urgent', 'suggested')`),
    pg.check('follow_records_classification_ck', sql`${t.classification} between 1 and 4`),
    pg.check(
      'follow_records_sync_ck',
      sql`(${t.syncState} = 'synced') = (${t.syncedAt} is not null and ${t.syncRef} is not null)`,
    ),
  ],
);

/** Appointment pushes: is_accept null until the patient's side answers 1 (accept) or 0 (decline), once. */
export const followAppointments = pg.pgTable(
  'follow_appointments',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    planId: pg.integer('plan_id').references(() => followPlans.id),
    doctorUserId: pg
      .integer('doctor_user_id')
      .notNull()
      .references(() => users.id),
    appointTime: pg.timestamp('appoint_time', { withTimezone: true }).notNull(),
    followMode: pg.smallint('follow_mode').notNull(),
    content: pg.text('content').notNull(),
    isAccept: pg.smallint('is_accept'),
    respondedAt: pg.timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: pg.integer('responded_by_user_id').references(() => users.id),
  },
  (t) => [
    pg.index('follow_appointments_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    pg.index('follow_appointments_doctor_idx').on(t.projectId, t.doctorUserId, t.createdAt),
    pg.check('follow_appointments_accept_ck', sql`${t.isAccept} in (0, 1)`),
    pg.check('follow_appointments_answer_ck', sql`(${t.isAccept} is null) = (${t.respondedAt} is null)`),
  ],
);

/** Reminders sent: one row per plan and due day, written with the messages (never sent twice). */
export const followReminders = pg.pgTable(
  'follow_reminders',
  {
    ...tenantColumns(),
    planId: pg
      .integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    dueDay: pg.text('due_day').notNull(),
  },
  (t) => [pg.uniqueIndex('follow_reminders_uq').on(t.projectId, t.planId, t.dueDay)],
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
export const followMedicationPushes = pg.pgTable(
  'follow_medication_pushes',
  {
    ...tenantColumns(),
    recordId: pg
      .integer('record_id')
      .notNull()
      .references(() => followRecords.id),
    version: pg.integer('version').notNull(),
    remark: pg.text('remark'),
    items: pg.jsonb('items').$type<PushedMedication[]>().notNull(),
    provider: pg.text('provider').notNull(),
    providerRef: pg.text('provider_ref').notNull(),
    pushedByUserId: pg
      .integer('pushed_by_user_id')
      .notNull()
      .references(() => users.id),
    supersededAt: pg.timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('follow_medication_pushes_version_uq').on(t.projectId, t.recordId, t.version),
    pg
      .uniqueIndex('follow_medication_pushes_current_uq')
      .on(t.projectId, t.recordId)
      .where(sql`${t.supersededAt} is null`),
  ],
);
