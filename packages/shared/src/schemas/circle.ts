import { z } from 'zod';
import { COMMENT_MSG, MODERATION_STATES, POST_MAX_IMAGES } from '../domain/comments.ts';
import { rowIdField } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const circleIdField = z.coerce
  .number({ error: 'circleId须为数字' })
  .int('circleId须为整数')
  .positive('circleId须为正整数')
  .max(2_147_483_647, 'circleId超出范围');
const flag = z
  .enum(['true', 'false', '1', '0'], { error: '须为true或false' })
  .transform((v) => v === 'true' || v === '1');

export const circleIdParams = z.object({ circleId: circleIdField });
export const circleListQuery = z.object({
  isShow: z.coerce.number().int().optional(),
});
export const keywordListQuery = z.object({
  isShow: z.coerce.number().int().optional(),
  circleId: circleIdField.optional(),
});

/** Circle question, answer or story (spec 3 section 3): circleIdList, content, imageList, questionId, title, type. */
export const circlePostBody = z.object({
  circleIdList: z
    .array(circleIdField, { error: COMMENT_MSG.circleRequired })
    .min(1, COMMENT_MSG.circleRequired)
    .max(5, '最多选择5个圈子'),
  content: z.string({ error: COMMENT_MSG.empty }).max(50_000, COMMENT_MSG.tooLong(50_000)),
  imageList: z
    .array(z.string().trim().min(1, '图片地址有误').max(500, '图片地址过长'))
    .max(POST_MAX_IMAGES, COMMENT_MSG.tooManyImages(POST_MAX_IMAGES))
    .default([]),
  questionId: z.coerce.number().int().positive('questionId须为正整数').max(2_147_483_647).optional(),
  title: z.string().max(1000, COMMENT_MSG.titleTooLong).optional(),
  type: z
    .enum(['question', 'answer', 'story'], { error: 'type须为question、answer或story' })
    .default('question'),
});
export type CirclePostBody = z.infer<typeof circlePostBody>;
export const circlePostUpdate = circlePostBody.extend({ id: rowIdField.optional() });

export const circlePostQuery = pageQuery.extend({
  circleId: circleIdField.optional(),
  type: z.enum(['question', 'answer'], { error: 'type须为question或answer' }).optional(),
  keyword: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
  mine: flag.optional(),
});
export type CirclePostQuery = z.infer<typeof circlePostQuery>;
export const storyQuery = pageQuery.extend({
  circleId: circleIdField.optional(),
  keyword: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
  mine: flag.optional(),
});
export const circleQuestionQuery = pageQuery.extend({
  circleId: circleIdField.optional(),
  /** Only questions without a passed answer yet. */
  unanswered: flag.optional(),
});
export const chatQuery = z.object({ afterId: z.coerce.number().int().min(0).optional() });
export const chatBody = z.object({ content: z.string({ error: COMMENT_MSG.empty }).max(20_000) });

export const circleView = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string().nullable(),
  cover: z.string().nullable(),
  isShow: z.number().int(),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  /** Whether the caller follows (attention) the circle. */
  attention: z.boolean(),
});
export type CircleView = z.infer<typeof circleView>;
export const circleList = z.array(circleView);
export const keywordView = z.object({
  id: z.number().int(),
  word: z.string(),
  circleId: z.number().int().nullable(),
});
export const keywordList = z.array(keywordView);

export const circlePostView = z.object({
  id: z.number().int(),
  type: z.enum(['question', 'answer', 'story']),
  title: z.string().nullable(),
  content: z.string(),
  imageList: z.array(z.string()),
  circleIdList: z.array(z.number().int()),
  circleNames: z.array(z.string()),
  questionId: z.number().int().nullable(),
  questionTitle: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  /** An answer (or post) written by a doctor (servicer): shown with 医生. */
  isDoctor: z.boolean(),
  doctorTitle: z.string().nullable(),
  state: z.enum(MODERATION_STATES),
  passed: z.boolean(),
  mine: z.boolean(),
  answerCount: z.number().int(),
  isTop: z.boolean(),
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type CirclePostView = z.infer<typeof circlePostView>;
export const circlePostPage = page(circlePostView);
export const circlePostDetail = circlePostView.extend({ answers: z.array(circlePostView) });
export type CirclePostDetail = z.infer<typeof circlePostDetail>;
export const circlePostList = z.array(circlePostView);
export const finishNumView = z.object({
  /** Questions in the project visible to the caller. */
  total: z.number().int(),
  /** Of those, questions with at least one passed answer. */
  finished: z.number().int(),
  /** Answers the caller wrote. */
  mine: z.number().int(),
});
export const chatMessageView = z.object({
  id: z.number().int(),
  circleId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  isDoctor: z.boolean(),
  content: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;
export const chatMessageList = z.array(chatMessageView);
