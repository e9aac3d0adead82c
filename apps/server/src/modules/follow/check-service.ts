import { DAY_MS, type FollowCheckView } from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { visiblePlan } from './plan-service.ts';
import {
  checkRecordsInWindow,
  joinedRecordOfPlan,
  previousRecord,
  readingsByIds,
  readingsInWindow,
} from './record-repo.ts';
import { readingView } from './record-views.ts';

/** Without an earlier visit, a plan's results look back this far. */
const LOOK_BACK_DAYS = 90;
const KIND_NAMES = { check: '检查', inspection: '检验' } as const;

/**
 * GET /api/patient/follow/check/inspection: the check and inspection results of a plan, those of
 * the patient between the previous visit (else 90 days before) and this visit (else now or the
 * plan time, whichever is later), with the visit's readings (or the window's when not done).
 * With only a patient: the last 90 days.
 */
export function followCheckInspection(
  ctx: Ctx,
  q: { planId?: number | undefined; patientId?: number | undefined },
): Promise<FollowCheckView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const now = ctx.now();
    const plan = q.planId === undefined ? null : await visiblePlan(tx, viewer, q.planId);
    const patientId = plan?.patientId ?? q.patientId ?? 0;
    await visiblePatient(tx, viewer, patientId);
    const record = plan ? await joinedRecordOfPlan(tx, plan.id) : undefined;
    const to = record?.record.followTime ?? new Date(Math.max(now.getTime(), plan?.planTime.getTime() ?? 0));
    const previous = plan ? await previousRecord(tx, patientId, null, to, plan.id) : undefined;
    const from = previous?.record.followTime ?? new Date(to.getTime() - LOOK_BACK_DAYS * DAY_MS);
    const checks = await checkRecordsInWindow(tx, patientId, from, to);
    const readings = record
      ? await readingsByIds(tx, record.record.measurementIds)
      : await readingsInWindow(tx, patientId, from, to, 20);
    return {
      patientId,
      planId: plan?.id ?? null,
      from: from.toISOString(),
      to: to.toISOString(),
      list: checks.map((c) => ({
        id: c.id,
        kind: c.kind,
        kindName: KIND_NAMES[c.kind],
        itemName: c.itemName,
        orgName: c.orgName,
        checkedAt: c.checkedAt.toISOString(),
        result: c.result,
        abnormal: c.abnormal,
      })),
      readings: readings.map(readingView),
    };
  });
}
