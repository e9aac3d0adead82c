/** Offset paging of the spec's list calls (pageNo from 1, pageSize; `page()` answers in schemas/envelope.ts). */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** LIMIT and OFFSET of a page. */
export function pageRange(q: PageQuery): { limit: number; offset: number } {
  return { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
}

/** The `page()` answer of a list call. */
export function pageOf<T>(list: T[], total: number, q: PageQuery) {
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}
