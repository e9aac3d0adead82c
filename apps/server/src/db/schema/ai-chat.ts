import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { doctors, patients, users } from './users.ts';

/** Quick questions of the AI assistant (GET /api/base/ds/quick), seeded per project. */
export const aiQuickQuestions = pgTable(
  'ai_quick_questions',
  {
    ...tenantColumns(),
    question: text('question').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ai_quick_questions_idx').on(t.projectId, t.sort)],
);

/**
 * A conversation of one account with the AI assistant (spec 3 section 3: name, idcard,
 * doctorId). The ID card is resolved to a patient the account sees and never stored as a number.
 */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    patientId: integer('patient_id').references(() => patients.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_chat_sessions_user_idx').on(t.projectId, t.userId, t.updatedAt)],
);

/**
 * The messages of a session: the user's questions and the finished answers, each answer with the
 * provider that produced it ('knowledge-base' or the model's name), whether the user stopped it,
 * the danger signs of its question and its source articles.
 */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    ...tenantColumns(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => aiChatSessions.id),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    provider: text('provider'),
    stopped: boolean('stopped').notNull().default(false),
    /** DANGER_KINDS of packages/shared. */
    emergency: jsonb('emergency').$type<string[]>().notNull().default([]),
    sources: jsonb('sources').$type<{ articleId: number; title: string }[]>().notNull().default([]),
  },
  (t) => [
    index('ai_chat_messages_session_idx').on(t.projectId, t.sessionId, t.id),
    check('ai_chat_messages_role_ck', sql`role in ('user', 'assistant')`),
  ],
);
