import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import { KNOWLEDGE_TYPES } from '../domain/knowledge.ts';
import { page, pageQuery } from './envelope.ts';
import { courseItemView, examSummary, knowledgeIdField, knowledgeView } from './knowledge.ts';

const seconds = (name: string, max: number) =>
  z
    .number({ error: `${name}须为数字` })
    .min(0, `${name}不能为负数`)
    .max(max, `${name}超出范围`);

/**
 * POST play history (spec 2 section 3: Play history). The learner is the caller (a `userId` in
 * the body is ignored); the server keeps the latest position per item and adds viewDuration.
 */
export const playHistoryBody = z.object({
  knowledgeId: knowledgeIdField('knowledgeId'),
  knowledgeCourseId: knowledgeIdField('knowledgeCourseId').optional(),
  positionSeconds: seconds('播放位置', 86_400),
  durationSeconds: seconds('时长', 86_400).optional(),
  progressPer: seconds('进度', 100).optional(),
  /** Seconds watched since the last save (at most an hour per save). */
  viewDuration: seconds('观看时长', 3600).default(0),
  viewTime: z.iso.datetime({ offset: true, error: '观看时间格式有误' }).optional(),
  userId: z.unknown().optional(),
});

export const playHistoryQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(DEFAULT_PAGE_SIZE),
  userId: knowledgeIdField('userId').optional(),
  knowledgeId: knowledgeIdField('knowledgeId').optional(),
});

export const playHistoryView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  knowledgeId: z.number().int(),
  knowledgeCourseId: z.number().int().nullable(),
  title: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  cover: z.string().nullable(),
  positionSeconds: z.number(),
  durationSeconds: z.number().nullable(),
  progressPer: z.number().int(),
  viewDuration: z.number().int(),
  viewTime: z.string(),
  done: z.boolean(),
});
export type PlayHistoryView = z.infer<typeof playHistoryView>;
export const playHistoryPage = page(playHistoryView);

/** POST knowledge student (join): a learner joins; a servicer assigns a learner (userId). */
export const studentBody = z.object({
  knowledgeId: knowledgeIdField('knowledgeId'),
  userId: knowledgeIdField('userId').optional(),
  joinType: z.union([z.literal(1), z.literal(2)], { error: 'joinType须为1或2' }).optional(),
  endTime: z.iso.datetime({ offset: true, error: '结束时间格式有误' }).optional(),
  state: z.unknown().optional(),
});
/** PUT knowledge student: quit or rejoin (state 2/0), a servicer may move the end time. */
export const studentUpdateBody = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'state须为0、1或2' }).optional(),
  endTime: z.iso.datetime({ offset: true, error: '结束时间格式有误' }).nullable().optional(),
  joinType: z.union([z.literal(1), z.literal(2)], { error: 'joinType须为1或2' }).optional(),
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
  knowledgeId: z.unknown().optional(),
});
export const studentQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(DEFAULT_PAGE_SIZE),
  userId: knowledgeIdField('userId').optional(),
  knowledgeId: knowledgeIdField('knowledgeId').optional(),
});

export const studentView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  knowledgeId: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  joinType: z.number().int(),
  state: z.number().int(),
  stateName: z.string(),
  endTime: z.string().nullable(),
  expired: z.boolean(),
  requiredCount: z.number().int(),
  doneCount: z.number().int(),
  hasExam: z.boolean(),
  examPassed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentView = z.infer<typeof studentView>;
export const studentPage = page(studentView);

/** The detail of one item: the item, its body, a course's items and exam, the caller's study. */
export const knowledgeDetail = knowledgeView.extend({
  detail: z.string().nullable(),
  course: z.object({ items: z.array(courseItemView), exam: examSummary.nullable() }).nullable(),
  student: studentView.nullable(),
  play: z.object({ positionSeconds: z.number(), progressPer: z.number().int() }).nullable(),
});
export type KnowledgeDetail = z.infer<typeof knowledgeDetail>;

/** GET learn tasks: the caller's courses in progress, with what is left of each. */
export const learnTaskView = z.object({
  student: studentView,
  items: z.array(courseItemView),
  exam: examSummary.nullable(),
});
export const learnTaskList = z.array(learnTaskView);

export const studyRankQuery = z.object({ knowledgeId: knowledgeIdField('knowledgeId').optional() });
export const studyRankRow = z.object({
  rank: z.number().int(),
  userName: z.string(),
  studySeconds: z.number().int(),
  completedCourses: z.number().int(),
  mine: z.boolean(),
});
export const studyRank = z.object({
  list: z.array(studyRankRow),
  mine: z.object({
    rank: z.number().int().nullable(),
    studySeconds: z.number().int(),
    completedCourses: z.number().int(),
  }),
});

/** An exam attempt as the learner sees it while answering: no answers, a server deadline. */
export const examQuestionView = z.object({
  id: z.number().int(),
  stem: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.string()),
  score: z.number().int(),
});
export const examAttemptView = z.object({
  id: z.number().int(),
  knowledgeId: z.number().int(),
  title: z.string(),
  passScore: z.number().int(),
  totalScore: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  questions: z.array(examQuestionView),
});
export type ExamAttemptView = z.infer<typeof examAttemptView>;

export const examSubmitBody = z.object({
  answers: z
    .array(
      z.object({
        questionId: knowledgeIdField('questionId'),
        choice: z.array(z.number().int().min(0).max(9)).max(10),
      }),
    )
    .max(100, '答案过多'),
});

/** After submission: the score, and now the right answers with explanations. */
export const examResult = z.object({
  id: z.number().int(),
  knowledgeId: z.number().int(),
  title: z.string(),
  score: z.number().int(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  passed: z.boolean(),
  timedOut: z.boolean(),
  submittedAt: z.string(),
  courseCompleted: z.boolean(),
  questions: z.array(
    examQuestionView.extend({
      answer: z.array(z.number().int()),
      chosen: z.array(z.number().int()),
      correct: z.boolean(),
      explanation: z.string().nullable(),
    }),
  ),
});
export type ExamResult = z.infer<typeof examResult>;

export const courseIdParam = z.object({ id: knowledgeIdField('id') });
