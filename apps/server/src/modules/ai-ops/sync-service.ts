import { AI_OPS_MSG, AI_SYNC_DEV_LABEL, chinaDateTime } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { inDistrict } from '../../core/district.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { joinedRecordOfPlan } from '../follow/record-repo.ts';
import { FOLLOW_REGION } from '../follow/routes.ts';
import { districtPlan, insertSync, syncOf } from './follow-repo.ts';

/**
 * POST follow/sync: sends a done follow-up to the district system through the follow module's
 * region provider (the development provider sends nothing and answers a reference). What would be
 * sent and the district-style receipt are stored (ai_follow_syncs, one per plan), so a second sync
 * is refused and the UI can show what was recorded.
 */
export async function syncFollow(ctx: Ctx, code: string, id: number) {
  const provider = FOLLOW_REGION.get(ctx.services);
  if (!provider) throw new AppError(503, '区域平台未接入');
  const payload = await inDistrict(ctx, code, async (tx, district) => {
    const row = await districtPlan(tx, district, id);
    if (!row) throw notFound(AI_OPS_MSG.followNotFound);
    if (row.plan.state !== 'done') throw badRequest(AI_OPS_MSG.syncOpen);
    if (await syncOf(tx, id)) throw badRequest(AI_OPS_MSG.syncDone);
    const rec = (await joinedRecordOfPlan(tx, id))?.record;
    return {
      orgCode: district.orgCode,
      areaCode: district.areaCode,
      idcard: row.idcard,
      name: row.name,
      planId: row.plan.id,
      followMode: row.plan.followMode,
      followTime: row.plan.actualTime ? chinaDateTime(row.plan.actualTime) : null,
      content: row.plan.followContent,
      /** The visit's record when the plan was completed with one (follow/save finish). */
      record: rec
        ? {
            form: rec.form,
            advice: rec.advice,
            nextFollowDate: rec.nextFollowDate,
            classification: rec.classification,
            referral: rec.referral,
          }
        : null,
    };
  });
  const { ref } = await provider.submitFollow({
    idempotencyKey: `${ctx.projectId}:ai-plan:${id}`,
    recordId: id,
    formList: payload,
  });
  const receipt = { code: '0', msg: '同步成功', serialNo: ref, receivedAt: chinaDateTime(ctx.now()) };
  return inDistrict(ctx, code, async (tx) => {
    const row = await insertSync(tx, {
      projectId: ctx.projectId,
      planId: id,
      userId: ctx.userId,
      provider: provider.name,
      simulated: provider.simulated,
      payload,
      receipt,
    });
    if (!row) throw badRequest(AI_OPS_MSG.syncDone);
    return {
      planId: id,
      simulated: provider.simulated,
      sourceLabel: provider.simulated ? AI_SYNC_DEV_LABEL : null,
      receipt,
      payload,
    };
  });
}
