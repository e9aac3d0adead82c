import { AI_OPS_MSG, type aiFollowDraftBody, type FollowFormValues } from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { type District, inDistrict } from '../../core/district.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { followDraftOf, upsertFollowDraft } from './follow-draft-repo.ts';
import { districtPlan } from './follow-repo.ts';

/**
 * The temporary save (暂存) of a local follow-up's record (issue 16, ours): only the servicer
 * holding an open plan of the district has one; another district's plan, a pool plan or one
 * another servicer holds answers 404 (as for follow/save with finish), a finished one 400.
 */
async function heldOpenPlan(tx: Tx, ctx: Ctx, district: District, id: number) {
  const row = await districtPlan(tx, district, id);
  if (!row || row.plan.followPersonUserId !== ctx.userId) throw notFound(AI_OPS_MSG.followNotFound);
  if (row.plan.state !== 'open') throw badRequest(AI_OPS_MSG.followEnded);
  return row.plan;
}

function draftView(row: { planId: number; values: Record<string, unknown>; updatedAt: Date } | undefined) {
  if (!row) return null;
  return {
    planId: row.planId,
    values: row.values as FollowFormValues,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET follow/record/draft: the half-filled record of a plan I hold (null when none). */
export function readFollowDraft(ctx: Ctx, code: string, id: number) {
  return inDistrict(ctx, code, async (tx, district) => {
    await heldOpenPlan(tx, ctx, district, id);
    return draftView(await followDraftOf(tx, id));
  });
}

/** PUT follow/record/draft: saves what is filled so far (types checked, nothing required). */
export function saveFollowDraft(ctx: Ctx, code: string, body: z.output<typeof aiFollowDraftBody>) {
  return inDistrict(ctx, code, async (tx, district) => {
    await heldOpenPlan(tx, ctx, district, body.id);
    const row = await upsertFollowDraft(tx, {
      projectId: ctx.projectId,
      planId: body.id,
      userId: ctx.userId,
      values: body.values,
      at: ctx.now(),
    });
    return draftView(row);
  });
}
