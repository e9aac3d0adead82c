import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { users } from './users.ts';

/** A PostgreSQL tsvector, written with searchVector() of lib/chinese-text.ts. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Categories of knowledge (categoryId, cname). */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('knowledge_categories_name_uq').on(t.projectId, t.name)],
);

/** Per-type settings of an item (spec 2 section 3: audio/video/course/live/imageText configs). */
export interface KnowledgeConfig {
  durationSeconds?: number;
  live?: { startTime: string; endTime?: string; replayUrl?: string };
}

/** Knowledge items of every type (spec 2 section 3: Knowledge item). */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    /** KNOWLEDGE_TYPES of packages/shared. */
    type: text('type').notNull(),
    cover: text('cover'),
    introduction: text('introduction'),
    /** Sanitised HTML. */
    detail: text('detail'),
    url: text('url'),
    categoryId: integer('category_id').references(() => knowledgeCategories.id),
    /** 1 shown, 0 hidden. */
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    timingShowTime: timestamp('timing_show_time', { withTimezone: true }),
    useScene: text('use_scene'),
    authorUserId: integer('author_user_id').references(() => users.id),
    config: jsonb('config').$type<KnowledgeConfig>().notNull().default({}),
    search: tsvector('search').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_items_list_idx').on(t.projectId, t.isShow, t.sort, t.createdAt),
    index('knowledge_items_category_idx').on(t.projectId, t.categoryId),
  ],
);

/** The items of a course, in order; required items count towards completion. */
export const knowledgeCourseItems = pgTable(
  'knowledge_course_items',
  {
    ...tenantColumns(),
    courseId: integer('course_id')
      .notNull()
      .references(() => knowledgeItems.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => knowledgeItems.id),
    required: boolean('required').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('knowledge_course_items_uq').on(t.projectId, t.courseId, t.itemId)],
);

/** Enrollment (spec 3 section 3: Knowledge student): one per learner and course. */
export const knowledgeStudents = pgTable(
  'knowledge_students',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeItems.id),
    joinType: smallint('join_type').notNull().default(1),
    /** STUDENT_STATES: 0 learning, 1 completed, 2 quit. */
    state: smallint('state').notNull().default(0),
    endTime: timestamp('end_time', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('knowledge_students_uq').on(t.projectId, t.userId, t.knowledgeId)],
);

/** The latest play of an item by a learner (spec 2 section 3: Play history). */
export const knowledgePlays = pgTable(
  'knowledge_plays',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeItems.id),
    courseId: integer('course_id').references(() => knowledgeItems.id),
    positionSeconds: real('position_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    progressPer: smallint('progress_per').notNull().default(0),
    /** The furthest progress reached (an item stays done when the learner seeks back). */
    maxProgressPer: smallint('max_progress_per').notNull().default(0),
    viewDuration: integer('view_duration').notNull().default(0),
    viewTime: timestamp('view_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_plays_uq').on(t.projectId, t.userId, t.knowledgeId),
    index('knowledge_plays_recent_idx').on(t.projectId, t.userId, t.viewTime),
  ],
);

/** A course's exam (one per course). */
export const knowledgeExams = pgTable(
  'knowledge_exams',
  {
    ...tenantColumns(),
    courseId: integer('course_id')
      .notNull()
      .references(() => knowledgeItems.id),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    passScore: integer('pass_score').notNull(),
  },
  (t) => [uniqueIndex('knowledge_exams_course_uq').on(t.projectId, t.courseId)],
);

/** The question bank of an exam; `answer` never leaves the server before submission. */
export const knowledgeExamQuestions = pgTable(
  'knowledge_exam_questions',
  {
    ...tenantColumns(),
    examId: integer('exam_id')
      .notNull()
      .references(() => knowledgeExams.id),
    stem: text('stem').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: jsonb('answer').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    explanation: text('explanation'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('knowledge_exam_questions_exam_idx').on(t.projectId, t.examId, t.sort)],
);

/** A timed attempt: the deadline is set by the server at start. */
export const knowledgeExamAttempts = pgTable(
  'knowledge_exam_attempts',
  {
    ...tenantColumns(),
    examId: integer('exam_id')
      .notNull()
      .references(() => knowledgeExams.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, number[]>>(),
    score: integer('score'),
    passed: boolean('passed'),
    timedOut: boolean('timed_out').notNull().default(false),
  },
  (t) => [index('knowledge_exam_attempts_user_idx').on(t.projectId, t.userId, t.examId)],
);
