import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { htmlApplications, htmlData, htmlPages } from '../../db/schema/index.ts';

export type PageRow = typeof htmlPages.$inferSelect;
export type ApplicationRow = typeof htmlApplications.$inferSelect;

const pageOrder = [asc(htmlPages.sort), asc(htmlPages.id)] as const;

export function pagesByTemplate(db: Database, projectId: number, templateKey: string): Promise<PageRow[]> {
  return db.tenant(projectId, (tx) =>
    tx
      .select()
      .from(htmlPages)
      .where(eq(htmlPages.templateKey, templateKey))
      .orderBy(...pageOrder),
  );
}

export async function pageData(db: Database, projectId: number, key: string): Promise<unknown> {
  const [row] = await db.tenant(projectId, (tx) =>
    tx.select({ data: htmlData.data }).from(htmlData).where(eq(htmlData.key, key)).limit(1),
  );
  return row?.data;
}

/** The application and its pages, or null when the project has no such application. */
export function applicationWithPages(
  db: Database,
  projectId: number,
  id: number,
): Promise<{ app: ApplicationRow; pages: PageRow[] } | null> {
  return db.tenant(projectId, async (tx) => {
    const [app] = await tx.select().from(htmlApplications).where(eq(htmlApplications.id, id)).limit(1);
    if (!app) return null;
    const pages = await tx
      .select()
      .from(htmlPages)
      .where(eq(htmlPages.applicationId, id))
      .orderBy(...pageOrder);
    return { app, pages };
  });
}
