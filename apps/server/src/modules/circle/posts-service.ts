import {
  auditedState,
  type CirclePostBody,
  type CirclePostDetail,
  type CirclePostView,
  COMMENT_MSG,
  initialState,
  POST_MAX_IMAGES,
  POST_MAX_LENGTH,
  reportedState,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { searchQuery, searchVector } from '../../lib/chinese-text.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { assertModerator, checkDraft, moderationMode } from '../comments/abuse.ts';
import { addReport } from '../comments/repo.ts';
import { onAnswerAccepted } from './hooks.ts';
import {
  type AuthoredPost,
  circleNames,
  deletePost,
  findAnyPost,
  findPost,
  insertPost,
  listPosts,
  type PostFilter,
  setPostState,
  updatePost,
} from './repo.ts';
import { postView } from './views.ts';

const LIMITS = { maxLength: POST_MAX_LENGTH, maxImages: POST_MAX_IMAGES };
type PostType = 'question' | 'answer' | 'story';

async function visiblePost(ctx: Ctx, tx: Tx, id: number, types: PostType[]): Promise<AuthoredPost> {
  const p = await findPost(tx, id, ctx.userId);
  if (!p || !types.includes(p.type)) throw notFound(COMMENT_MSG.postMissing);
  return p;
}

async function viewOf(ctx: Ctx, tx: Tx, id: number): Promise<CirclePostView> {
  const p = await findPost(tx, id, ctx.userId);
  if (!p) throw notFound(COMMENT_MSG.postMissing);
  return postView(p, ctx.userId, await circleNames(tx));
}

/** The draft's circles (all shown in the project) or, for an answer, its question's circles. */
async function placeOf(
  ctx: Ctx,
  tx: Tx,
  body: CirclePostBody,
): Promise<{ circleIdList: number[]; questionId: number | null }> {
  if (body.type === 'answer') {
    if (!body.questionId) throw badRequest(COMMENT_MSG.answerNeedsQuestion);
    const q = await visiblePost(ctx, tx, body.questionId, ['question']);
    return { circleIdList: q.circleIdList, questionId: q.id };
  }
  if (body.type === 'question' && !body.title?.trim()) throw badRequest(COMMENT_MSG.titleRequired);
  const names = await circleNames(tx);
  const ids = [...new Set(body.circleIdList)];
  if (ids.some((id) => !names.has(id))) throw notFound(COMMENT_MSG.circleMissing);
  return { circleIdList: ids, questionId: null };
}

/** POST question/answer or story: abuse limits, the project's moderation switch, indexed for search. */
export function createPost(ctx: Ctx, body: CirclePostBody, types: PostType[]): Promise<CirclePostView> {
  return ctx.inTenant(async (tx) => {
    if (!types.includes(body.type)) throw badRequest(`type须为${types.join('或')}`);
    const place = await placeOf(ctx, tx, body);
    const title = body.title?.trim() || null;
    await checkDraft(ctx, tx, { content: body.content, title, images: body.imageList }, LIMITS);
    const id = await insertPost(
      tx,
      {
        projectId: ctx.projectId,
        type: body.type,
        userId: ctx.userId,
        title,
        content: body.content.trim(),
        imageList: body.imageList,
        ...place,
        state: initialState(moderationMode(ctx)),
      },
      searchVector(title ?? '', body.content),
    );
    return viewOf(ctx, tx, id);
  });
}

export interface PostListInput extends PageQuery {
  circleId?: number;
  keyword?: string;
  mine?: boolean;
  type?: 'question' | 'answer';
}

/** A page of posts; `keyword` searches titles and bodies (jieba words, ranked). */
export function listFor(ctx: Ctx, q: PostListInput, types: PostType[], extra: Partial<PostFilter> = {}) {
  return ctx.inTenant(async (tx) => {
    const search = q.keyword ? searchQuery(q.keyword) : undefined;
    const { offset, limit } = pageRange(q);
    if (q.keyword && !search) return pageOf([], 0, q);
    const filter: PostFilter = {
      types: q.type ? [q.type] : types,
      circleId: q.circleId,
      userId: q.mine ? ctx.userId : undefined,
      search,
      ...extra,
    };
    const { rows, total } = await listPosts(tx, filter, ctx.userId, offset, limit);
    const names = await circleNames(tx);
    return pageOf(
      rows.map((r) => postView(r, ctx.userId, names)),
      total,
      q,
    );
  });
}

/** A post with, for a question, its answers (accepted first, then doctors' answers). */
export function getPost(ctx: Ctx, id: number, types: PostType[]): Promise<CirclePostDetail> {
  return ctx.inTenant(async (tx) => {
    const p = await visiblePost(ctx, tx, id, types);
    const names = await circleNames(tx);
    const answers =
      p.type === 'question'
        ? (await listPosts(tx, { types: ['answer'], questionId: p.id }, ctx.userId, 0, 100)).rows
        : [];
    return { ...postView(p, ctx.userId, names), answers: answers.map((a) => postView(a, ctx.userId, names)) };
  });
}

async function ownPost(ctx: Ctx, tx: Tx, id: number, types: PostType[]) {
  const p = await visiblePost(ctx, tx, id, types);
  if (p.userId !== ctx.userId) throw notFound(COMMENT_MSG.postMissing);
  return p;
}

/** PUT: the author edits; moderated again under pre-moderation (a rejected post always). */
export function editPost(ctx: Ctx, id: number, body: CirclePostBody) {
  return ctx.inTenant(async (tx) => {
    const p = await ownPost(ctx, tx, id, ['question', 'answer']);
    const place = await placeOf(ctx, tx, { ...body, type: p.type, questionId: p.questionId ?? undefined });
    const title = body.title?.trim() || null;
    await checkDraft(ctx, tx, { content: body.content, title, images: body.imageList }, LIMITS, false);
    const state =
      p.state === 'rejected' || p.state === 'reported' ? 'pending' : initialState(moderationMode(ctx));
    await updatePost(
      tx,
      id,
      {
        title,
        content: body.content.trim(),
        imageList: body.imageList,
        ...place,
        state,
        updatedAt: ctx.now(),
      },
      searchVector(title ?? '', body.content),
    );
    return viewOf(ctx, tx, id);
  });
}

export function removePost(ctx: Ctx, id: number, types: PostType[]) {
  return ctx.inTenant(async (tx) => {
    await ownPost(ctx, tx, id, types);
    await deletePost(tx, id, ctx.now());
    return null;
  });
}

/** PUT …/:id/accept: the question's author accepts one passed answer (the points hook runs once). */
export function acceptAnswer(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const a = await visiblePost(ctx, tx, id, ['answer']);
    const q = a.questionId ? await findPost(tx, a.questionId, ctx.userId) : null;
    if (!q || q.userId !== ctx.userId || a.state !== 'passed') throw notFound(COMMENT_MSG.postMissing);
    if (a.userId === ctx.userId) throw badRequest(COMMENT_MSG.acceptSelf);
    if (!a.accepted) {
      await updatePost(tx, id, { accepted: true });
      await onAnswerAccepted(ctx, tx, { answerId: a.id, questionId: q.id, answerUserId: a.userId });
    }
    return viewOf(ctx, tx, id);
  });
}

/** PUT /api/education/circle/post/:id/audit: the same rule as comments. */
export function auditPost(ctx: Ctx, id: number, passed: boolean) {
  return ctx.inTenant(async (tx) => {
    assertModerator(ctx);
    const p = await findAnyPost(tx, id);
    if (!p) throw notFound(COMMENT_MSG.postMissing);
    await setPostState(tx, id, auditedState(passed), ctx.userId, ctx.now());
    const after = await findPost(tx, id, p.userId);
    if (!after) throw notFound(COMMENT_MSG.postMissing);
    return postView(after, ctx.userId, await circleNames(tx));
  });
}

/** POST /api/education/circle/post/:id/report: one report per account; enough reports hide a passed post. */
export function reportPost(ctx: Ctx, id: number, reason: string | undefined) {
  return ctx.inTenant(async (tx) => {
    const p = await visiblePost(ctx, tx, id, ['question', 'answer', 'story']);
    if (p.userId === ctx.userId) throw badRequest(COMMENT_MSG.reportOwnPost);
    const reports = await addReport(tx, {
      projectId: ctx.projectId,
      kind: 'post',
      targetId: id,
      userId: ctx.userId,
      reason: reason ?? null,
    });
    if (reports !== null) await updatePost(tx, id, { reports, state: reportedState(p.state, reports) });
    const after = await findPost(tx, id, p.userId);
    return postView(after ?? p, ctx.userId, await circleNames(tx));
  });
}
