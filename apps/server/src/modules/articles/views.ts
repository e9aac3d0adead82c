import type { ArticleSummary } from '@kanghu/shared';
import type { SummaryRow } from './repo.ts';

/** The list shape of an article row. */
export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    authorName: row.authorName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readCount: row.readCount,
    likeCount: row.likeCount,
  };
}

export function pageOf<R, V>(
  { rows, total }: { rows: R[]; total: number },
  view: (row: R) => V,
  paging: { pageNo: number; pageSize: number },
) {
  return { list: rows.map(view), total, pageNo: paging.pageNo, pageSize: paging.pageSize };
}

export const offsetOf = (paging: { pageNo: number; pageSize: number }) =>
  (paging.pageNo - 1) * paging.pageSize;
