import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { announcements } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Shown and already published: what patients and doctors may read. */
const visible = () => and(eq(announcements.isShow, true), lte(announcements.publishedAt, new Date()));

/** One page of visible announcements, newest first, and their total. */
export function pageAnnouncements(
  db: Database,
  projectId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  return db.tenant(projectId, async (tx) => {
    const rows = await tx
      .select()
      .from(announcements)
      .where(visible())
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await tx.select({ n: count() }).from(announcements).where(visible());
    return { rows, total: total?.n ?? 0 };
  });
}

/** One visible announcement of the project, or null (another project's id is simply not found). */
export async function findAnnouncement(
  db: Database,
  projectId: number,
  id: number,
): Promise<AnnouncementRow | null> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx
      .select()
      .from(announcements)
      .where(and(eq(announcements.id, id), visible()))
      .limit(1),
  );
  return row ?? null;
}
