import type { AnnouncementDetail, AnnouncementItem } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { plainSummary, sanitizeRichHtml } from '../files/sanitize.ts';
import { type AnnouncementRow, findAnnouncement, pageAnnouncements } from './announcements-repo.ts';

const SUMMARY_LENGTH = 80;

function toItem(row: AnnouncementRow): AnnouncementItem {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    summary: plainSummary(row.content, SUMMARY_LENGTH),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** GET /api/base/config: shown announcements, newest first. */
export async function listAnnouncements(ctx: OpenCtx, paging: { pageNo: number; pageSize: number }) {
  const { rows, total } = await ctx.inTenant((tx) =>
    pageAnnouncements(tx, ctx.now(), paging.pageNo, paging.pageSize),
  );
  return { list: rows.map(toItem), total, pageNo: paging.pageNo, pageSize: paging.pageSize };
}

/** GET /api/base/config/:id: the announcement with its content as sanitised HTML. */
export async function announcementDetail(ctx: OpenCtx, id: number): Promise<AnnouncementDetail> {
  const row = await ctx.inTenant((tx) => findAnnouncement(tx, ctx.now(), id));
  if (!row) throw notFound();
  return { ...toItem(row), content: sanitizeRichHtml(row.content) };
}
