import { KNOWLEDGE_MSG } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { insertCategory, listCategories } from './repo.ts';

const view = (c: { id: number; name: string; sort: number }) => ({
  categoryId: c.id,
  cname: c.name,
  sort: c.sort,
});

export function categories(ctx: Ctx) {
  return ctx.inTenant(async (tx) => (await listCategories(tx)).map(view));
}

/** A category by name: adding an existing name updates its sort (idempotent). */
export function addCategory(ctx: Ctx, b: { cname: string; sort: number }) {
  return ctx.inTenant(async (tx) => {
    const row = await insertCategory(tx, ctx.projectId, b.cname, b.sort);
    if (!row) throw notFound(KNOWLEDGE_MSG.categoryNotFound);
    return view(row);
  });
}
