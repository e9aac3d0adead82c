import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { htmlApplications, htmlData, htmlPages } from '../../db/schema/index.ts';

export type PageRow = typeof htmlPages.$inferSelect;
export type ApplicationRow = typeof htmlApplications.$inferSelect;

const pageOrder = [asc(htmlPages.sort), asc(htmlPages.id)] as const;

export function pagesByTemplate(tx: Tx, templateKey: string): Promise<PageRow[]> {
  return tx
    .select()
    .from(htmlPages)
    .where(eq(htmlPages.templateKey, templateKey))
    .orderBy(...pageOrder);
}

export async function pageData(tx: Tx, key: string): Promise<unknown> {
  const [row] = await tx.select({ data: htmlData.data }).from(htmlData).where(eq(htmlData.key, key)).limit(1);
  return row?.data;
}

/** The application and its pages, or null when the project has no such application. */
export async function applicationWithPages(
  tx: Tx,
  id: number,
): Promise<{ app: ApplicationRow; pages: PageRow[] } | null> {
  const [app] = await tx.select().from(htmlApplications).where(eq(htmlApplications.id, id)).limit(1);
  if (!app) return null;
  const pages = await tx
    .select()
    .from(htmlPages)
    .where(eq(htmlPages.applicationId, id))
    .orderBy(...pageOrder);
  return { app, pages };
}
