import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * The audit trail of patient-record access (core/audit.ts writes it, batched). Append-only: the
 * application role may insert and read but not update or delete (migrate.ts revokes them);
 * expired rows go only through the owner's `audit_purge(days)` function. No foreign keys to
 * users or patients on purpose: the trail outlives a cancelled account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    /** The session's role (doctor, assistant, patient, admin, ...) when the call was made. */
    role: text('role'),
    orgId: integer('org_id'),
    action: text('action').notNull(),
    /** The route template, e.g. "GET /api/patient/life/history". */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    patientId: integer('patient_id'),
    /** Query names, values only where not personal (packages/shared domain/audit.ts). */
    query: jsonb('query'),
    outcome: text('outcome').notNull(),
    status: smallint('status').notNull(),
    ip: text('ip'),
    device: text('device'),
  },
  (t) => [
    index('audit_events_patient_idx').on(t.projectId, t.patientId, t.at),
    index('audit_events_at_idx').on(t.projectId, t.at),
    index('audit_events_user_idx').on(t.projectId, t.userId, t.at),
  ],
);
