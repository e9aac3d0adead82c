import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

export const uploads = pgTable(
  'uploads',
  {
    ...tenantColumns(),
    userId: integer('user_id').references(() => users.id),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    category: text('category').notNull().default('file'),
  },
  (t) => [index('uploads_stored_idx').on(t.projectId, t.storedName)],
);
