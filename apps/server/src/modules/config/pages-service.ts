import type { HtmlApplicationView, PageConfigItem } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { applicationWithPages, type PageRow, pageData, pagesByTemplate } from './pages-repo.ts';

function toItem(row: PageRow): PageConfigItem {
  return {
    id: row.id,
    applicationId: row.applicationId,
    templateKey: row.templateKey,
    name: row.name,
    icon: row.icon,
    iconSelected: row.iconSelected,
    url: row.url,
    param: row.param ?? null,
    remark: row.remark,
    sort: row.sort,
    disabled: row.disabled,
    componentList: Array.isArray(row.componentList) ? row.componentList : [],
  };
}

/** GET /api/base/html/config: entries of one template (e.g. the tab bar), by sort; disabled ones included. */
export async function pageConfig(ctx: OpenCtx, templateKey: string) {
  return (await ctx.inTenant((tx) => pagesByTemplate(tx, templateKey))).map(toItem);
}

/** GET /api/base/html/data: a data blob by key; 404 when absent. */
export async function pageDataByKey(ctx: OpenCtx, key: string): Promise<unknown> {
  const data = await ctx.inTenant((tx) => pageData(tx, key));
  if (data === undefined) throw notFound();
  return data;
}

/** GET /api/base/html/application/:id: the application with its pages; 404 in another project. */
export async function htmlApplication(ctx: OpenCtx, id: number): Promise<HtmlApplicationView> {
  const found = await ctx.inTenant((tx) => applicationWithPages(tx, id));
  if (!found) throw notFound();
  return { id: found.app.id, name: found.app.name, remark: found.app.remark, pages: found.pages.map(toItem) };
}
