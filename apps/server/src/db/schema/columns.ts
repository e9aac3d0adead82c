import { integer, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/** Every tenant-owned table starts with these: row-level security keys on project_id. */
export const tenantColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
