import { KNOWLEDGE_MSG, type KnowledgeBody, type KnowledgeDetail, type KnowledgeView } from '@kanghu/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { knowledgeItems } from '../../db/schema/index.ts';
import { searchQuery, searchVector } from '../../lib/chinese-text.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../files/sanitize.ts';
import { courseProgress } from './completion.ts';
import { saveExam } from './exam-repo.ts';
import {
  findCategory,
  findItem,
  type ItemWrite,
  insertItem,
  itemsByIds,
  listItems,
  publishedAt,
  replaceCourseItems,
  updateItem,
  userIsServicer,
} from './repo.ts';
import { findStudent, playsOf } from './study-repo.ts';
import { studentFor } from './study-views.ts';
import { examSummaryOf, isPublished, knowledgeViewOf } from './views.ts';

/** What the caller may see: learners only published items; servicers by the isShow filter (4 any). */
function visibility(ctx: Ctx, isShow: number): SQL | undefined {
  if (ctx.session.userType === 'customer') return publishedAt(ctx.now());
  return isShow === 4 ? undefined : eq(knowledgeItems.isShow, isShow);
}

export function listKnowledge(
  ctx: Ctx,
  q: {
    pageNo: number;
    pageSize: number;
    categoryId?: number;
    isShow: number;
    type?: string;
    keyword?: string;
  },
) {
  return ctx.inTenant(async (tx) => {
    const match = q.keyword ? searchQuery(q.keyword) : undefined;
    if (q.keyword && !match) return { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize };
    const where = and(
      visibility(ctx, q.isShow),
      q.categoryId ? eq(knowledgeItems.categoryId, q.categoryId) : undefined,
      q.type ? eq(knowledgeItems.type, q.type) : undefined,
      match ? sql`${knowledgeItems.search} @@ ${match}` : undefined,
    );
    const rank = match ? sql`ts_rank(${knowledgeItems.search}, ${match})` : undefined;
    const { rows, total } = await listItems(tx, where, rank, (q.pageNo - 1) * q.pageSize, q.pageSize);
    const now = ctx.now();
    return { list: rows.map((r) => knowledgeViewOf(r, now)), total, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** One item with its body; a course with its items and exam; the caller's enrollment and position. */
export function knowledgeDetail(ctx: Ctx, id: number, isShow: number): Promise<KnowledgeDetail> {
  return ctx.inTenant(async (tx) => {
    const now = ctx.now();
    const row = await findItem(tx, id, visibility(ctx, isShow));
    if (!row) throw notFound(KNOWLEDGE_MSG.notFound);
    const view = knowledgeViewOf(row, now);
    const own = (await playsOf(tx, ctx.userId, [id])).get(id);
    const base = {
      ...view,
      detail: row.item.detail,
      course: null,
      student: null,
      play: own ? { positionSeconds: own.positionSeconds, progressPer: own.progressPer } : null,
    };
    if (view.type !== 'course') return base;
    const p = await courseProgress(tx, ctx.userId, id);
    const found = await itemsByIds(
      tx,
      p.items.map((i) => i.itemId),
    );
    const visible = new Map(
      found
        .filter((r) => ctx.session.userType !== 'customer' || isPublished(r.item, now))
        .map((r) => [r.item.id, r]),
    );
    const items = p.items.flatMap((ci) => {
      const r = visible.get(ci.itemId);
      if (!r) return [];
      const play = p.plays.get(ci.itemId);
      return [
        {
          ...knowledgeViewOf(r, now),
          required: ci.required,
          done: p.done.has(ci.itemId),
          progressPer: play?.progressPer ?? 0,
        },
      ];
    });
    const student = await findStudent(tx, ctx.userId, id);
    return {
      ...base,
      course: { items, exam: p.exam ? examSummaryOf(p.exam, p.questions, p.stats) : null },
      student: student ? await studentFor(tx, student, now) : null,
    };
  });
}

async function toWrite(ctx: Ctx, tx: Tx, b: KnowledgeBody, id?: number): Promise<ItemWrite> {
  if (b.categoryId && !(await findCategory(tx, b.categoryId)))
    throw badRequest(KNOWLEDGE_MSG.categoryNotFound);
  let author = ctx.userId;
  if (b.authorUserId && b.authorUserId !== ctx.userId) {
    if (!isManager(ctx.session)) throw forbidden('只有管理员可以指定作者');
    if (!(await userIsServicer(tx, b.authorUserId))) throw badRequest('作者须为本项目的医生或工作人员');
    author = b.authorUserId;
  }
  if (b.type === 'course') {
    const ids = (b.course?.items ?? []).map((i) => i.knowledgeId);
    if (new Set(ids).size !== ids.length) throw badRequest('课程内容不能重复');
    const found = await itemsByIds(tx, ids);
    if (found.length !== ids.length || found.some((r) => r.item.type === 'course' || r.item.id === id))
      throw badRequest('课程内容须为本项目已有的音频、视频、图文或直播');
  }
  const introduction = b.introduction ?? null;
  const duration =
    b.type === 'audio' ? b.audio?.durationSeconds : b.type === 'video' ? b.video?.durationSeconds : undefined;
  return {
    title: b.title,
    type: b.type,
    cover: b.cover ?? null,
    introduction,
    detail: b.detail ? sanitizeRichHtml(b.detail) : null,
    url: b.url ?? null,
    categoryId: b.categoryId ?? null,
    isShow: b.isShow,
    sort: b.sort,
    timingShowTime: b.timingShowTime ? new Date(b.timingShowTime) : null,
    useScene: b.useScene ?? null,
    authorUserId: author,
    config: {
      ...(duration ? { durationSeconds: duration } : {}),
      ...(b.type === 'live' && b.live
        ? {
            live: {
              startTime: new Date(b.live.startTime).toISOString(),
              ...(b.live.endTime ? { endTime: new Date(b.live.endTime).toISOString() } : {}),
              ...(b.live.replayUrl ? { replayUrl: b.live.replayUrl } : {}),
            },
          }
        : {}),
    },
    search: searchVector(b.title, introduction ?? ''),
  };
}

async function saveCourseParts(ctx: Ctx, tx: Tx, id: number, b: KnowledgeBody) {
  if (b.type !== 'course') return;
  await replaceCourseItems(tx, ctx.projectId, id, b.course?.items ?? []);
  if (b.course?.exam) await saveExam(tx, ctx.projectId, id, b.course.exam);
}

export function createKnowledge(ctx: Ctx, b: KnowledgeBody): Promise<KnowledgeView> {
  return ctx.inTenant(async (tx) => {
    const id = await insertItem(tx, ctx.projectId, await toWrite(ctx, tx, b));
    await saveCourseParts(ctx, tx, id, b);
    const row = await findItem(tx, id);
    if (!row) throw notFound(KNOWLEDGE_MSG.notFound);
    return knowledgeViewOf(row, ctx.now());
  });
}

/** The author or a manager may change an item; its type stays what it was created as. */
export function updateKnowledge(ctx: Ctx, id: number, b: KnowledgeBody): Promise<KnowledgeView> {
  return ctx.inTenant(async (tx) => {
    const existing = await findItem(tx, id);
    if (!existing) throw notFound(KNOWLEDGE_MSG.notFound);
    if (existing.item.authorUserId !== ctx.userId && !isManager(ctx.session))
      throw forbidden('只有作者或管理员可以修改该知识');
    if (existing.item.type !== b.type) throw badRequest('知识类型创建后不能修改');
    await updateItem(tx, id, await toWrite(ctx, tx, b, id));
    await saveCourseParts(ctx, tx, id, b);
    const row = await findItem(tx, id);
    if (!row) throw notFound(KNOWLEDGE_MSG.notFound);
    return knowledgeViewOf(row, ctx.now());
  });
}
