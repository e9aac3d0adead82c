import { type ChatMessageView, type CircleView, COMMENT_MAX_LENGTH, COMMENT_MSG } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { checkDraft } from '../comments/abuse.ts';
import { displayName } from '../comments/views.ts';
import {
  chatMessages,
  circleNames,
  finishCounts,
  follows,
  insertChat,
  listCircles,
  listKeywords,
  listPosts,
  type PostFilter,
} from './repo.ts';
import { postView } from './views.ts';

type CircleRow = Awaited<ReturnType<typeof listCircles>>[number];
const circleView = (r: CircleRow): CircleView => ({
  id: r.c.id,
  name: r.c.name,
  intro: r.c.intro,
  cover: r.c.cover,
  isShow: r.c.isShow,
  memberCount: r.memberCount,
  postCount: r.postCount,
  attention: r.attention,
});

/** GET /api/education/circle: the circles shown to users (isShow = 1 always, spec 3 section 9). */
export function circles(ctx: Ctx) {
  return ctx.inTenant(async (tx) => (await listCircles(tx, ctx.userId)).map(circleView));
}

async function circleOf(ctx: Ctx, tx: Tx, id: number): Promise<CircleView> {
  const [row] = await listCircles(tx, ctx.userId, id);
  if (!row) throw notFound(COMMENT_MSG.circleMissing);
  return circleView(row);
}

export function circle(ctx: Ctx, id: number) {
  return ctx.inTenant((tx) => circleOf(ctx, tx, id));
}

/** GET /:circleId/top: the circle's pinned posts. */
export function topPosts(ctx: Ctx, circleId: number) {
  return ctx.inTenant(async (tx) => {
    await circleOf(ctx, tx, circleId);
    const { rows } = await listPosts(
      tx,
      { types: ['question', 'story'], circleId, isTop: true },
      ctx.userId,
      0,
      10,
    );
    const names = await circleNames(tx);
    return rows.map((r) => postView(r, ctx.userId, names));
  });
}

/**
 * Subject knowledge (专题知识): questions a doctor has answered, the circle's reviewed knowledge;
 * `mine` keeps those of the circles the caller follows (screen attention/knowledge/list).
 */
export function subjectKnowledge(ctx: Ctx, q: PageQuery, mine: boolean) {
  return ctx.inTenant(async (tx) => {
    const filter: PostFilter = { types: ['question'], doctorAnswered: true };
    if (mine) {
      const followed = await listCircles(tx, ctx.userId, undefined, true);
      if (followed.length === 0) return pageOf([], 0, q);
      filter.circleIds = followed.map((c) => c.c.id);
    }
    const { offset, limit } = pageRange(q);
    const { rows, total } = await listPosts(tx, filter, ctx.userId, offset, limit);
    const names = await circleNames(tx);
    return pageOf(
      rows.map((r) => postView(r, ctx.userId, names)),
      total,
      q,
    );
  });
}

export function keywords(ctx: Ctx, circleId?: number) {
  return ctx.inTenant((tx) => listKeywords(tx, circleId));
}

/** GET question/list: questions (optionally of one circle, optionally without a passed answer yet). */
export function questions(ctx: Ctx, q: PageQuery & { circleId?: number; unanswered?: boolean }) {
  return ctx.inTenant(async (tx) => {
    const { offset, limit } = pageRange(q);
    const filter: PostFilter = { types: ['question'], circleId: q.circleId, unanswered: q.unanswered };
    const { rows, total } = await listPosts(tx, filter, ctx.userId, offset, limit);
    const names = await circleNames(tx);
    return pageOf(
      rows.map((r) => postView(r, ctx.userId, names)),
      total,
      q,
    );
  });
}

export function finishNum(ctx: Ctx) {
  return ctx.inTenant((tx) => finishCounts(tx, ctx.userId));
}

async function member(ctx: Ctx, tx: Tx, circleId: number) {
  await circleOf(ctx, tx, circleId);
  if (!(await follows(tx, ctx.userId, circleId))) throw forbidden(COMMENT_MSG.joinFirst);
}

type ChatRow = Awaited<ReturnType<typeof chatMessages>>[number];
const chatView = (r: ChatRow, viewerId: number): ChatMessageView => ({
  id: r.m.id,
  circleId: r.m.circleId,
  userId: r.m.userId,
  userName: displayName(r.userType, r.userName, r.nickName),
  isDoctor: r.userType === 'servicer',
  content: r.m.content,
  mine: r.m.userId === viewerId,
  createdAt: r.m.createdAt.toISOString(),
});

/** GET /:id/chat: the circle's group messages after `afterId` (members = followers), last 50. */
export function chat(ctx: Ctx, circleId: number, afterId = 0) {
  return ctx.inTenant(async (tx) => {
    await member(ctx, tx, circleId);
    return (await chatMessages(tx, circleId, afterId, 50)).map((r) => chatView(r, ctx.userId));
  });
}

/** POST /:id/chat: a member writes to the group (length and new-account link rules apply). */
export function sendChat(ctx: Ctx, circleId: number, content: string) {
  return ctx.inTenant(async (tx) => {
    await member(ctx, tx, circleId);
    await checkDraft(
      ctx,
      tx,
      { content, images: [] },
      { maxLength: COMMENT_MAX_LENGTH, maxImages: 0 },
      false,
    );
    const id = await insertChat(tx, {
      projectId: ctx.projectId,
      circleId,
      userId: ctx.userId,
      content: content.trim(),
    });
    const [row] = (await chatMessages(tx, circleId, id - 1, 1)).filter((r) => r.m.id === id);
    if (!row) throw notFound();
    return chatView(row, ctx.userId);
  });
}
