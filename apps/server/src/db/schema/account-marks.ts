import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Attention (关注), collections (收藏) and likes (点赞) of one account (the user account calls,
 * spec 3 section 3: relationId + type). One row per account, kind and target; the target is a
 * typed reference (target_type names the table, checked by the service when the row is made).
 */
export const accountMarks = pgTable(
  'account_marks',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** MARK_KINDS of packages/shared. */
    kind: text('kind', { enum: ['attention', 'collect', 'like'] }).notNull(),
    /** MARK_TARGET_TYPES of packages/shared: doctor, service, article, ... */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('account_marks_uq').on(t.projectId, t.userId, t.kind, t.targetType, t.targetId),
    index('account_marks_user_idx').on(t.projectId, t.userId, t.kind, t.createdAt),
    index('account_marks_target_idx').on(t.projectId, t.kind, t.targetType, t.targetId),
  ],
);
