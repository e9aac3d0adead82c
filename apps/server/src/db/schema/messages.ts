import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

/** System messages to one user (GET /api/message/system...): read, clear all read, delete. */
export const systemMessages = pgTable(
  'system_messages',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull().default('system'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Optional in-app route the message opens. */
    link: text('link'),
    data: jsonb('data'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('system_messages_user_idx').on(t.projectId, t.userId, t.createdAt)],
);
