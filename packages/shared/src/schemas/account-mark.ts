import { z } from 'zod';
import { MARK_KIND_TARGETS, MARK_MSG, MARK_TARGET_TYPES, type MarkKind } from '../domain/account-marks.ts';
import { DEFAULT_PAGE_SIZE } from '../domain/constants.ts';
import { ROW_ID_MAX } from './auth.ts';
import { page, pageQuery } from './envelope.ts';

const relationIdField = z.coerce
  .number({ error: 'relationId须为数字' })
  .int('relationId须为整数')
  .positive('relationId须为正整数')
  .max(ROW_ID_MAX, 'relationId超出范围');

function typeField<K extends MarkKind>(kind: K) {
  return z.enum(MARK_KIND_TARGETS[kind], { error: MARK_MSG.typeInvalid(kind) });
}

/** `relationId` + `type` of spec 3 section 3: POST body, DELETE and check query. */
function targetOf<K extends MarkKind>(kind: K) {
  return z.object({ relationId: relationIdField, type: typeField(kind) });
}

/** GET list: newest first, pageNo/pageSize, optionally one type. */
function listQueryOf<K extends MarkKind>(kind: K) {
  return pageQuery.extend({
    pageSize: pageQuery.shape.pageSize.default(DEFAULT_PAGE_SIZE),
    type: typeField(kind).optional(),
  });
}

export const attentionTarget = targetOf('attention');
export const collectTarget = targetOf('collect');
export const likeTarget = targetOf('like');
export const attentionListQuery = listQueryOf('attention');
export const collectListQuery = listQueryOf('collect');
export const likeListQuery = listQueryOf('like');
export type MarkTargetInput = { relationId: number; type: (typeof MARK_TARGET_TYPES)[number] };
export type MarkListInput = { pageNo: number; pageSize: number; type?: (typeof MARK_TARGET_TYPES)[number] };

/** Whether the caller marked the target, and how many accounts of the project did. */
export const markState = z.object({
  relationId: z.number().int(),
  type: z.enum(MARK_TARGET_TYPES),
  marked: z.boolean(),
  count: z.number().int(),
});
export type MarkState = z.infer<typeof markState>;

/** One row of a mine list, with what the screen shows of the target. */
export const markView = z.object({
  id: z.number().int(),
  relationId: z.number().int(),
  type: z.enum(MARK_TARGET_TYPES),
  /** False when the target was removed or hidden since; title is then MARK_MSG.unavailable. */
  available: z.boolean(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type MarkView = z.infer<typeof markView>;
export const markPage = page(markView);
export type MarkPage = z.infer<typeof markPage>;
