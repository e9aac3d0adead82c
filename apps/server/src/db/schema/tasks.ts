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
import { users } from './users.ts';

/**
 * The staff task centre (/api/user/task/center). `kind` is the spec's taskId (TASK_KINDS);
 * `assignee_user_id` the spec's userId, null while the task waits in its org's pool. state:
 * pending -> received (by the assignee) -> finished; each move is one conditional UPDATE.
 * Deleting sets deleted_at (the row stays for the record).
 */
export const staffTasks = pgTable(
  'staff_tasks',
  {
    ...tenantColumns(),
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    orgId: integer('org_id').references(() => orgs.id),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    state: text('state').notNull().default('pending'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_tasks_assignee_idx').on(t.projectId, t.assigneeUserId, t.state, t.endTime),
    index('staff_tasks_pool_idx')
      .on(t.projectId, t.orgId, t.endTime)
      .where(sql`assignee_user_id is null and state = 'pending' and deleted_at is null`),
    index('staff_tasks_creator_idx').on(t.projectId, t.creatorUserId, t.createdAt),
    check('staff_tasks_state_ck', sql`state in ('pending', 'received', 'finished')`),
    check('staff_tasks_time_ck', sql`end_time > start_time`),
    check('staff_tasks_received_ck', sql`state = 'pending' or assignee_user_id is not null`),
  ],
);

/** Daily sign-in (/api/user/sign/in/record): one row per user and China-time day. */
export const signInRecords = pgTable(
  'sign_in_records',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    ip: text('ip'),
    deviceType: text('device_type'),
  },
  (t) => [uniqueIndex('sign_in_records_user_day_uq').on(t.projectId, t.userId, t.signDate)],
);

/** Where (IP address) a user was when using the task centre (/api/user/task/ip/record). */
export const taskIpRecords = pgTable(
  'task_ip_records',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recordType: smallint('record_type').notNull(),
    ip: text('ip').notNull(),
    deviceType: text('device_type'),
  },
  (t) => [index('task_ip_records_user_idx').on(t.projectId, t.userId, t.recordType, t.createdAt)],
);
