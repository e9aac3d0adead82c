import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import {
  EXAM_MAX_MINUTES,
  KNOWLEDGE_DETAIL_IS_SHOW,
  KNOWLEDGE_LIST_IS_SHOW,
  KNOWLEDGE_TYPES,
} from '../domain/knowledge.ts';
import { ROW_ID_MAX } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

/** A positive row id with the field's name in its Chinese message. */
export function knowledgeIdField(name: string) {
  return z.coerce
    .number({ error: `${name}须为数字` })
    .int(`${name}须为整数`)
    .positive(`${name}须为正整数`)
    .max(ROW_ID_MAX, `${name}超出范围`);
}

const timeField = (name: string) => z.iso.datetime({ offset: true, error: `${name}格式有误` });
const isShowFilter = z.coerce
  .number({ error: 'isShow须为数字' })
  .refine((v) => v === 0 || v === 1 || v === 4, 'isShow须为0、1或4');
const typeField = z.enum(KNOWLEDGE_TYPES, { error: 'type须为audio、video、course、live、imageText之一' });
const mediaUrl = z
  .string()
  .trim()
  .max(500, '媒体地址过长')
  .refine((u) => u.startsWith('/api/files/') || /^https:\/\//.test(u), '媒体地址须为上传的文件或https地址');

export const knowledgeIdParam = z.object({ id: knowledgeIdField('id') });

/** GET list: isShow 1 unless given (spec 2 section 9); keyword searches titles and introductions. */
export const knowledgeListQuery = pageQuery.extend({
  pageSize: pageQuery.shape.pageSize.default(DEFAULT_PAGE_SIZE),
  categoryId: knowledgeIdField('categoryId').optional(),
  isShow: isShowFilter.default(KNOWLEDGE_LIST_IS_SHOW),
  type: typeField.optional(),
  keyword: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
});
/** GET detail: isShow 4 (any) unless given (spec 2 section 9). */
export const knowledgeDetailQuery = z.object({ isShow: isShowFilter.default(KNOWLEDGE_DETAIL_IS_SHOW) });

const examQuestionInput = z
  .object({
    stem: z.string().trim().min(1, '请输入题目').max(300, '题目不能超过300个字'),
    kind: z.enum(['single', 'multiple'], { error: '题型须为single或multiple' }),
    options: z
      .array(z.string().trim().min(1, '选项不能为空').max(100, '选项不能超过100个字'))
      .min(2, '每题至少2个选项')
      .max(6, '每题最多6个选项'),
    answer: z.array(z.number().int().min(0)).min(1, '请设置正确答案'),
    score: z.number().int().min(1, '分值须大于0').max(100, '分值不能超过100'),
    explanation: z.string().trim().max(300, '解析不能超过300个字').optional(),
  })
  .refine((q) => q.answer.every((a) => a < q.options.length), '正确答案须为已有选项')
  .refine((q) => q.kind === 'multiple' || q.answer.length === 1, '单选题只能有一个正确答案');

export const examInput = z.object({
  title: z.string().trim().min(1, '请输入考试名称').max(50, '考试名称不能超过50个字'),
  durationMinutes: z
    .number()
    .int()
    .min(1, '考试时长须大于0')
    .max(EXAM_MAX_MINUTES, `考试时长不能超过${EXAM_MAX_MINUTES}分钟`),
  passScore: z.number().int().min(1, '及格分须大于0'),
  questions: z.array(examQuestionInput).min(1, '考试至少1道题').max(100, '考试最多100道题'),
});

/** POST/PUT body (spec 2 section 3: Knowledge item, with per-type configs). */
export const knowledgeBody = z
  .object({
    title: z.string().trim().min(1, '请输入标题').max(100, '标题不能超过100个字'),
    type: typeField,
    cover: z.string().trim().max(500, '封面地址过长').optional(),
    introduction: z.string().trim().max(500, '简介不能超过500个字').optional(),
    detail: z.string().max(100_000, '正文过长').optional(),
    url: mediaUrl.optional(),
    categoryId: knowledgeIdField('categoryId').optional(),
    isShow: z.union([z.literal(0), z.literal(1)], { error: 'isShow须为0或1' }).default(1),
    sort: z.number().int().min(0).max(9999, '排序须在0-9999之间').default(0),
    timingShowTime: timeField('定时发布时间').optional(),
    useScene: z.string().trim().max(50, '使用场景不能超过50个字').optional(),
    authorUserId: knowledgeIdField('authorUserId').optional(),
    audio: z.object({ durationSeconds: z.number().int().min(1).max(86_400) }).optional(),
    video: z.object({ durationSeconds: z.number().int().min(1).max(86_400) }).optional(),
    course: z
      .object({
        items: z
          .array(
            z.object({ knowledgeId: knowledgeIdField('knowledgeId'), required: z.boolean().default(true) }),
          )
          .max(100, '课程最多100项内容'),
        exam: examInput.optional(),
      })
      .optional(),
    live: z
      .object({
        startTime: timeField('直播开始时间'),
        endTime: timeField('直播结束时间').optional(),
        replayUrl: mediaUrl.optional(),
      })
      .optional(),
    imageText: z.object({}).optional(),
  })
  .refine((b) => !(b.type === 'audio' || b.type === 'video') || Boolean(b.url), {
    message: '音频、视频须上传媒体文件',
    path: ['url'],
  })
  .refine((b) => b.type !== 'live' || Boolean(b.live), { message: '直播须填写开始时间', path: ['live'] })
  .refine(
    (b) =>
      !b.course?.exam || b.course.exam.passScore <= b.course.exam.questions.reduce((s, q) => s + q.score, 0),
    {
      message: '及格分不能超过总分',
      path: ['course'],
    },
  );
export type KnowledgeBody = z.output<typeof knowledgeBody>;

export const liveView = z.object({
  startTime: z.string(),
  endTime: z.string().nullable(),
  replayUrl: z.string().nullable(),
  /** upcoming, live (between start and end), ended; replay when ended with a replay. */
  status: z.enum(['upcoming', 'live', 'ended']),
});

export const knowledgeView = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  cover: z.string().nullable(),
  introduction: z.string().nullable(),
  url: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  cname: z.string().nullable(),
  isShow: z.number().int(),
  sort: z.number().int(),
  timingShowTime: z.string().nullable(),
  useScene: z.string().nullable(),
  authorName: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  live: liveView.nullable(),
  /** Courses: how many items, and how many learners joined. */
  itemCount: z.number().int(),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type KnowledgeView = z.infer<typeof knowledgeView>;
export const knowledgePage = page(knowledgeView);

export const courseItemView = knowledgeView.extend({
  required: z.boolean(),
  done: z.boolean(),
  progressPer: z.number().int(),
});

export const examSummary = z.object({
  title: z.string(),
  durationMinutes: z.number().int(),
  passScore: z.number().int(),
  totalScore: z.number().int(),
  questionCount: z.number().int(),
  passed: z.boolean(),
  bestScore: z.number().int().nullable(),
  attempts: z.number().int(),
});
export type ExamSummary = z.infer<typeof examSummary>;

export const categoryView = z.object({
  categoryId: z.number().int(),
  cname: z.string(),
  sort: z.number().int(),
});
export const categoryList = z.array(categoryView);
export const categoryBody = z.object({
  cname: z.string().trim().min(1, '请输入分类名称').max(20, '分类名称不能超过20个字'),
  sort: z.number().int().min(0).max(9999).default(0),
});
