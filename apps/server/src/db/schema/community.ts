import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const MODERATION = ['pending', 'passed', 'rejected', 'reported'] as const;

/**
 * Comments of both models of spec 2 section 3 in one table (issue 14 section 2): `model` article
 * (articleId = relation_id, replies under comment_id) or education (relationType/relationId,
 * parentCommentId, replyId). The target is a typed reference checked by modules/comments/targets.ts.
 * `state` is the moderation state (domain/comments.ts); passed = state 'passed'.
 */
export const comments = pgTable(
  'comments',
  {
    ...tenantColumns(),
    model: text('model', { enum: ['article', 'education'] }).notNull(),
    relationType: text('relation_type').notNull(),
    relationId: integer('relation_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    commentType: text('comment_type'),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The top comment a reply belongs to (null for a top comment). */
    parentCommentId: integer('parent_comment_id'),
    /** The comment a reply answers (the top comment or another reply). */
    replyId: integer('reply_id'),
    replyUserId: integer('reply_user_id'),
    replyUserName: text('reply_user_name'),
    state: text('state', { enum: MODERATION }).notNull(),
    reports: integer('reports').notNull().default(0),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_target_idx').on(t.projectId, t.relationType, t.relationId, t.id),
    index('comments_parent_idx').on(t.projectId, t.parentCommentId),
    index('comments_user_idx').on(t.projectId, t.userId, t.createdAt),
    index('comments_queue_idx').on(t.projectId, t.state, t.id),
  ],
);

/** One report of a comment or circle post by one account (distinct reports hide it). */
export const contentReports = pgTable(
  'content_reports',
  {
    ...tenantColumns(),
    kind: text('kind', { enum: ['comment', 'post'] }).notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('content_reports_uq').on(t.projectId, t.kind, t.targetId, t.userId)],
);

/** Comment notices for the reader (a comment on their post, a reply to them, an audit result). */
export const commentNotices = pgTable(
  'comment_notices',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['comment', 'reply', 'audit'] }).notNull(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('comment_notices_user_idx').on(t.projectId, t.userId, t.id)],
);

/** Circles (圈子), shown to users when is_show = 1 (spec 3 section 9). */
export const circles = pgTable('circles', {
  ...tenantColumns(),
  name: text('name').notNull(),
  intro: text('intro'),
  cover: text('cover'),
  isShow: integer('is_show').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const circleKeywords = pgTable('circle_keywords', {
  ...tenantColumns(),
  circleId: integer('circle_id').references(() => circles.id),
  word: text('word').notNull(),
  isShow: integer('is_show').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/**
 * Circle questions, answers and stories (spec 3 section 3: circleIdList, content, imageList,
 * questionId, title, type), moderated like comments; `search` is the jieba tsvector (GIN).
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    ...tenantColumns(),
    type: text('type', { enum: ['question', 'answer', 'story'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title'),
    content: text('content').notNull(),
    imageList: jsonb('image_list').$type<string[]>().notNull().default([]),
    circleIdList: integer('circle_id_list').array().notNull(),
    questionId: integer('question_id'),
    isTop: boolean('is_top').notNull().default(false),
    accepted: boolean('accepted').notNull().default(false),
    state: text('state', { enum: MODERATION }).notNull(),
    reports: integer('reports').notNull().default(0),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search'),
  },
  (t) => [
    index('circle_posts_list_idx').on(t.projectId, t.type, t.id),
    index('circle_posts_question_idx').on(t.projectId, t.questionId),
    index('circle_posts_user_idx').on(t.projectId, t.userId, t.createdAt),
    index('circle_posts_circles_idx').using('gin', t.circleIdList),
    index('circle_posts_search_idx').using('gin', t.search),
    index('circle_posts_live_idx').on(t.projectId, t.state).where(sql`deleted_at is null`),
  ],
);

/** The group chat of a circle (its followers are its members). */
export const circleMessages = pgTable(
  'circle_messages',
  {
    ...tenantColumns(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
  },
  (t) => [index('circle_messages_idx').on(t.projectId, t.circleId, t.id)],
);
