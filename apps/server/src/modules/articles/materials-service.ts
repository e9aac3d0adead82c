import { ARTICLE_MSG, PUBLICIZE_TYPE_NAMES, type PublicizeDetail, type PublicizeItem } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { plainSummary, sanitizeRichHtml } from '../files/sanitize.ts';
import { findMaterial, type MaterialRow, pageMaterials } from './materials-repo.ts';
import { offsetOf, pageOf } from './views.ts';

function toItem(row: MaterialRow): PublicizeItem {
  return {
    id: row.id,
    type: row.type,
    typeName: PUBLICIZE_TYPE_NAMES[row.type] ?? '宣传资料',
    title: row.title,
    summary: row.summary || plainSummary(row.body, 60),
    cover: row.cover,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/education/publicize/material/list?type&sort=sort_desc (open: shared pictures). */
export function listMaterials(ctx: OpenCtx, q: { type?: number; pageNo: number; pageSize: number }) {
  return ctx.inTenant(async (tx) =>
    pageOf(await pageMaterials(tx, q.type, offsetOf(q), q.pageSize), toItem, q),
  );
}

/** GET /api/education/publicize/material/detail?id (open: /:org/health/picture/:id). */
export async function materialDetail(ctx: OpenCtx, id: number): Promise<PublicizeDetail> {
  const row = await ctx.inTenant((tx) => findMaterial(tx, id));
  if (!row) throw notFound(ARTICLE_MSG.materialMissing);
  return { ...toItem(row), body: sanitizeRichHtml(row.body, { uploadedImages: true }) };
}
