import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/**
 * Research projects of an org (birth cohorts; chmsc). Created by the project's staff (seeded
 * until the management screens exist); doctors of the org see them.
 */
export const researchProjects = pgTable(
  'research_projects',
  {
    ...tenantColumns(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('research_projects_code_uq').on(t.projectId, t.code),
    index('research_projects_org_idx').on(t.projectId, t.orgId),
    check('research_projects_status_ck', sql`${t.status} in ('active', 'closed')`),
  ],
);

/**
 * A mother (and, once born, her child) enrolled in a research project: the "mother/son" archive.
 * One enrolment per mother and project; dropping out keeps the row (and its samples).
 */
export const researchGroupUsers = pgTable(
  'research_group_users',
  {
    ...tenantColumns(),
    researchProjectId: integer('research_project_id')
      .notNull()
      .references(() => researchProjects.id),
    motherPatientId: integer('mother_patient_id')
      .notNull()
      .references(() => patients.id),
    childPatientId: integer('child_patient_id').references(() => patients.id),
    status: text('status', { enum: ['enrolled', 'dropped'] })
      .notNull()
      .default('enrolled'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    remark: text('remark'),
    enrolledByUserId: integer('enrolled_by_user_id')
      .notNull()
      .references(() => users.id),
    dropoutReason: text('dropout_reason'),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    droppedByUserId: integer('dropped_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('research_group_users_mother_uq').on(t.projectId, t.researchProjectId, t.motherPatientId),
    uniqueIndex('research_group_users_child_uq').on(t.projectId, t.researchProjectId, t.childPatientId),
    index('research_group_users_project_idx').on(t.projectId, t.researchProjectId, t.status, t.createdAt),
    check('research_group_users_status_ck', sql`${t.status} in ('enrolled', 'dropped')`),
    check(
      'research_group_users_dropped_ck',
      sql`(${t.status} = 'dropped') = (${t.droppedAt} is not null and ${t.dropoutReason} is not null)`,
    ),
  ],
);

/**
 * Biological samples (spec 3 research sample entity). `encode` (the tube's code, upper-case) is
 * unique per research project; volume per aliquot is kept in microlitres (branchCapacity mL).
 */
export const researchSamples = pgTable(
  'research_samples',
  {
    ...tenantColumns(),
    researchProjectId: integer('research_project_id')
      .notNull()
      .references(() => researchProjects.id),
    groupUserId: integer('group_user_id')
      .notNull()
      .references(() => researchGroupUsers.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    subject: text('subject', { enum: ['mother', 'child'] }).notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    encode: text('encode').notNull(),
    sampleType: text('sample_type').notNull(),
    collectPhase: text('collect_phase').notNull(),
    collectType: smallint('collect_type').notNull().default(1),
    collectTime: timestamp('collect_time', { withTimezone: true }).notNull(),
    collectUserId: integer('collect_user_id')
      .notNull()
      .references(() => users.id),
    preserveAddress: text('preserve_address').notNull(),
    branchNum: smallint('branch_num').notNull(),
    branchCapacityUl: integer('branch_capacity_ul').notNull(),
    questionId: integer('question_id'),
    status: smallint('status').notNull().default(0),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('research_samples_encode_uq').on(t.projectId, t.researchProjectId, t.encode),
    index('research_samples_group_idx').on(t.projectId, t.groupUserId, t.collectTime),
    index('research_samples_project_idx').on(t.projectId, t.researchProjectId, t.collectTime),
    check('research_samples_status_ck', sql`${t.status} between 0 and 3`),
    check('research_samples_branch_ck', sql`${t.branchNum} between 1 and 20`),
    check('research_samples_capacity_ck', sql`${t.branchCapacityUl} between 100 and 50000`),
    check('research_samples_subject_ck', sql`${t.subject} in ('mother', 'child')`),
  ],
);
