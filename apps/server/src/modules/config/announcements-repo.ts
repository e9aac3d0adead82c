import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { announcements } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Shown and already published at `now`: what patients and doctors may read. */
const visible = (now: Date) => and(eq(announcements.isShow, true), lte(announcements.publishedAt, now));

/** One page of visible announcements, newest first, and their total. */
export async function pageAnnouncements(
  tx: Tx,
  now: Date,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const rows = await tx
    .select()
    .from(announcements)
    .where(visible(now))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(announcements).where(visible(now));
  return { rows, total: total?.n ?? 0 };
}

/** One visible announcement of the project, or null (another project's id is simply not found). */
export async function findAnnouncement(tx: Tx, now: Date, id: number): Promise<AnnouncementRow | null> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), visible(now)))
    .limit(1);
  return row ?? null;
}
