import {
  ARTICLE_LIMITS,
  ARTICLE_MSG,
  type ArticleWriteBody,
  type DoctorArticleItem,
  type DoctorArticleView,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { plainText } from '../../lib/chinese-text.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { plainSummary, sanitizeRichHtml } from '../files/sanitize.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import { schedulePublish } from './jobs.ts';
import { categoryShown, type SummaryRow } from './repo.ts';
import { articleVectors } from './search-words.ts';
import { offsetOf, pageOf, toSummary } from './views.ts';
import {
  type ArticleFields,
  findByAuthor,
  insertArticle,
  pageByAuthor,
  updateArticle,
  upsertSearch,
} from './write-repo.ts';

type MineRow = SummaryRow & {
  status: DoctorArticleItem['status'];
  timingShowTime: Date | null;
  updatedAt: Date;
};

function toItem(row: MineRow): DoctorArticleItem {
  return {
    ...toSummary(row),
    status: row.status,
    timingShowTime: row.timingShowTime?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/education/article/doctor/list: the caller's own articles, any status. */
export function listMine(
  ctx: Ctx,
  q: { pageNo: number; pageSize: number; status?: DoctorArticleItem['status'] },
) {
  return ctx.inTenant(async (tx) =>
    pageOf(await pageByAuthor(tx, ctx.userId, q.status, offsetOf(q), q.pageSize), toItem, q),
  );
}

async function viewOf(tx: Tx, userId: number, id: number): Promise<DoctorArticleView> {
  const row = await findByAuthor(tx, userId, id);
  if (!row) throw notFound(ARTICLE_MSG.missing);
  return { ...toItem(row), body: row.body };
}

/** GET /api/education/article/doctor/:id: one of the caller's own articles (another's: 404). */
export function getMine(ctx: Ctx, id: number) {
  return ctx.inTenant((tx) => viewOf(tx, ctx.userId, id));
}

/**
 * What is stored of a written article: the body sanitised (uploaded images kept), the summary
 * given or cut from the text, the search words, and the status: a draft; published now; or,
 * with a future timingShowTime, scheduled (a job publishes it then).
 */
function fieldsOf(ctx: Ctx, body: ArticleWriteBody, publishedBefore: Date | null): ArticleFields {
  const html = sanitizeRichHtml(body.body, { uploadedImages: true });
  const text = plainText(html);
  if (!text && !/<img\b/i.test(html)) throw badRequest('请输入正文');
  const now = ctx.now();
  const timing = body.timingShowTime ? new Date(body.timingShowTime) : null;
  if (body.action === 'publish' && timing && timing.getTime() <= now.getTime())
    throw badRequest(ARTICLE_MSG.timingPast);
  const status = body.action === 'draft' ? 'draft' : timing ? 'scheduled' : 'published';
  return {
    categoryId: body.categoryId,
    title: body.title,
    summary: body.summary || plainSummary(html, ARTICLE_LIMITS.summaryAuto),
    cover: body.cover ?? null,
    body: html,
    status,
    timingShowTime: timing,
    publishedAt: status === 'published' ? (publishedBefore ?? now) : null,
    updatedAt: now,
  };
}

/** The article_search row of a saved article (published_at only while published). */
function searchRow(ctx: Ctx, articleId: number, fields: ArticleFields) {
  return {
    articleId,
    projectId: ctx.projectId,
    categoryId: fields.categoryId,
    publishedAt: fields.status === 'published' ? fields.publishedAt : null,
    ...articleVectors(fields.title, plainText(fields.body)),
  };
}

async function afterSave(ctx: Ctx, cache: ArticleDetailCache, id: number, fields: ArticleFields) {
  cache.changed(ctx.projectId, id);
  if (fields.status === 'scheduled' && fields.timingShowTime) {
    await schedulePublish(ctx.jobs, ctx.projectId, fields.timingShowTime);
  }
}

/** POST /api/education/article/doctor: a doctor writes an article (draft, publish, or scheduled). */
export async function createArticle(ctx: Ctx, cache: ArticleDetailCache, body: ArticleWriteBody) {
  let saved: ArticleFields | undefined;
  const view = await ctx.inTenant(async (tx) => {
    if (!(await categoryShown(tx, body.categoryId))) throw badRequest(ARTICLE_MSG.categoryMissing);
    const viewer = await ctx.viewer(tx);
    saved = fieldsOf(ctx, body, null);
    const id = await insertArticle(tx, {
      ...saved,
      projectId: ctx.projectId,
      authorUserId: ctx.userId,
      authorDoctorId: viewer.doctorId,
      authorName: viewer.name ?? '医生',
    });
    await upsertSearch(tx, searchRow(ctx, id, saved));
    return viewOf(tx, ctx.userId, id);
  });
  if (saved) await afterSave(ctx, cache, view.id, saved);
  return view;
}

/** PUT /api/education/article/doctor/:id: edits one of the caller's own articles. */
export async function updateMine(ctx: Ctx, cache: ArticleDetailCache, id: number, body: ArticleWriteBody) {
  let saved: ArticleFields | undefined;
  const view = await ctx.inTenant(async (tx) => {
    const before = await findByAuthor(tx, ctx.userId, id);
    if (!before) throw notFound(ARTICLE_MSG.missing);
    if (!(await categoryShown(tx, body.categoryId))) throw badRequest(ARTICLE_MSG.categoryMissing);
    saved = fieldsOf(ctx, body, before.publishedAt);
    await updateArticle(tx, id, ctx.userId, saved);
    await upsertSearch(tx, searchRow(ctx, id, saved));
    return viewOf(tx, ctx.userId, id);
  });
  if (saved) await afterSave(ctx, cache, id, saved);
  return view;
}
