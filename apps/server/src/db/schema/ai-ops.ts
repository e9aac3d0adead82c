import type { CallLine } from '@kanghu/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { followPlans } from './follow.ts';
import { districts } from './tenancy.ts';
import { patients, users } from './users.ts';

/**
 * Robot calls of the AI platform (POST call/create, GET call/timeline/list, GET xfyeta/records;
 * issue 16). A call is placed through the call provider; the development provider completes it
 * after a short delay (pg-boss job) with a simulated transcript and outcome (`simulated` true).
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    ...tenantColumns(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The follow plan (timeline) the call is about, if any. */
    timelineId: integer('timeline_id'),
    robotType: text('robot_type').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    state: text('state', { enum: ['calling', 'done', 'failed'] })
      .notNull()
      .default('calling'),
    outcome: text('outcome'),
    transcript: jsonb('transcript').$type<CallLine[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds'),
    provider: text('provider').notNull(),
    simulated: boolean('simulated').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_calls_district_idx').on(t.projectId, t.districtId, t.createdAt.desc()),
    index('ai_calls_patient_idx').on(t.projectId, t.patientId, t.createdAt.desc()),
  ],
);

/**
 * Pre-consultation (预问诊) of a resident on a day: waiting until a servicer saves the form
 * temporarily or finally (POST form/temporary, before/wrap/form).
 */
export const aiPreconsults = pgTable(
  'ai_preconsults',
  {
    ...tenantColumns(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** China date YYYY-MM-DD of the visit. */
    visitDate: text('visit_date').notNull(),
    state: text('state', { enum: ['waiting', 'temporary', 'done'] })
      .notNull()
      .default('waiting'),
    form: jsonb('form').$type<Record<string, number | null>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ai_preconsults_day_uq').on(t.projectId, t.patientId, t.visitDate),
    index('ai_preconsults_district_idx').on(t.projectId, t.districtId, t.visitDate, t.state),
  ],
);

/**
 * A measuring device of the consultation desk bound to a servicer's local account (POST bind:
 * type, serial, localUserId). Its readings are the devices module's (devices.serial).
 */
export const aiDeskDevices = pgTable(
  'ai_desk_devices',
  {
    ...tenantColumns(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    localUserId: text('local_user_id').notNull(),
    type: text('type', { enum: ['bp', 'bg', 'bmi'] }).notNull(),
    serial: text('serial').notNull(),
  },
  (t) => [
    uniqueIndex('ai_desk_devices_uq').on(t.projectId, t.localUserId, t.type),
    check('ai_desk_devices_type', sql`type in ('bp', 'bg', 'bmi')`),
  ],
);

/**
 * What the follow sync would send to the district system (POST follow/sync) and the receipt the
 * provider answered. One row per plan (a second sync answers the stored receipt).
 */
export const aiFollowSyncs = pgTable(
  'ai_follow_syncs',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    simulated: boolean('simulated').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receipt: jsonb('receipt').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('ai_follow_syncs_plan_uq').on(t.projectId, t.planId)],
);

/**
 * The temporary save (暂存) of a local follow-up's record (issue 16, ours): the half-filled form
 * of a plan the servicer holds, one per plan, resumed on any phone; deleted in the transaction
 * that finishes the plan (follow/save with `finish`).
 */
export const aiFollowDrafts = pgTable(
  'ai_follow_drafts',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => followPlans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_follow_drafts_plan_uq').on(t.projectId, t.planId)],
);
