import {
  FOLLOW_MSG,
  type FollowRecordView,
  type FollowRegion,
  type HzehrTaskPage,
  type MedicationItem,
  type MedicationPushView,
  type MedicationRecordList,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { medicinePage } from '../care/records-repo.ts';
import { planPage } from './plan-repo.ts';
import { planView } from './plan-views.ts';
import { insertPush, type PushRow, pushState } from './push-repo.ts';
import { joinedRecordById, markSynced } from './record-repo.ts';
import { recordViewOf, visibleRecord } from './record-service.ts';
import type { FollowRegionProvider } from './region-provider.ts';

/** GET /api/{region}/follow/medication/record/list: the district's list, through the provider. */
export async function medicationList(
  ctx: Ctx,
  provider: FollowRegionProvider,
  region: FollowRegion,
  patientId: number,
): Promise<MedicationRecordList> {
  const local = await ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const { rows } = await medicinePage(tx, patientId, { pageNo: 1, pageSize: 100 });
    return rows.map((m) => ({
      name: m.name,
      dosage: m.dosage,
      frequency: m.frequency,
      usage: m.usage,
      startDate: m.startDate,
      endDate: m.endDate,
    }));
  });
  const list = await provider.medicationRecords({ region, patientId, local });
  return {
    provider: provider.name,
    simulated: provider.simulated,
    sourceLabel: provider.sourceLabel,
    region,
    patientId,
    list,
  };
}

function pushView(row: PushRow, provider: FollowRegionProvider): MedicationPushView {
  return {
    id: row.id,
    followId: row.recordId,
    version: row.version,
    remark: row.remark,
    yzhMedicationRecordList: row.items,
    provider: row.provider,
    simulated: provider.simulated && row.provider === provider.name,
    providerRef: row.providerRef,
    pushedAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/nx/follow/push (the first push of a record; a second answers 409) and /push/new (a
 * new version that supersedes the current one). The provider is called with an idempotency key
 * of record and version, then the push is stored; racing pushes meet the unique indexes.
 */
export async function pushMedication(
  ctx: Ctx,
  provider: FollowRegionProvider,
  body: { followId: number; remark?: string | undefined; yzhMedicationRecordList: MedicationItem[] },
  mode: 'first' | 'new',
): Promise<MedicationPushView> {
  const { nextVersion } = await ctx.inTenant(async (tx) => {
    await visibleRecord(ctx, tx, body.followId);
    const state = await pushState(tx, body.followId);
    if (mode === 'first' && state.current) throw conflict(FOLLOW_MSG.pushExists);
    return state;
  });
  const { ref } = await provider.pushMedication({
    idempotencyKey: `${ctx.projectId}:${body.followId}:${nextVersion}`,
    followId: body.followId,
    items: body.yzhMedicationRecordList,
    remark: body.remark ?? null,
  });
  const row = await ctx.inTenant((tx) =>
    insertPush(tx, {
      projectId: ctx.projectId,
      recordId: body.followId,
      version: nextVersion,
      remark: body.remark ?? null,
      items: body.yzhMedicationRecordList,
      provider: provider.name,
      providerRef: ref,
      pushedByUserId: ctx.userId,
    }),
  );
  return pushView(row, provider);
}

/**
 * PUT /api/yzh/follow/:id/sync/submit: sends a follow record to the district system once. The
 * provider call carries the record as its idempotency key, so two racing submits are one
 * submission there; here the conditional update lets one through and tells the other it is done.
 */
export async function syncSubmit(
  ctx: Ctx,
  provider: FollowRegionProvider,
  id: number,
): Promise<FollowRecordView> {
  const formList = await ctx.inTenant(async (tx) => {
    const record = await visibleRecord(ctx, tx, id);
    if (record.syncState === 'synced') throw badRequest(FOLLOW_MSG.syncDone);
    const j = await joinedRecordById(tx, id);
    return j ? (await recordViewOf(tx, j)).formList : [];
  });
  const { ref } = await provider.submitFollow({
    idempotencyKey: `${ctx.projectId}:${id}`,
    recordId: id,
    formList,
  });
  return ctx.inTenant(async (tx) => {
    const row = await markSynced(tx, id, { syncProvider: provider.name, syncRef: ref, syncedAt: ctx.now() });
    if (!row) throw badRequest(FOLLOW_MSG.syncDone);
    const j = await joinedRecordById(tx, id);
    if (!j) throw notFound(FOLLOW_MSG.recordNotFound);
    return recordViewOf(tx, j);
  });
}

/** GET /api/hzehr/follow/task: the district's follow tasks of the caller's scope. */
export async function hzehrTasks(
  ctx: Ctx,
  provider: FollowRegionProvider,
  q: { pageNo: number; pageSize: number; patientId?: number | undefined },
): Promise<HzehrTaskPage> {
  const { views, total } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const page = await planPage(
      tx,
      { viewer, patientId: q.patientId, scope: 'all', openOnly: true, now: ctx.now() },
      q,
    );
    return { views: page.rows.map((r) => planView(r, ctx.now())), total: page.total };
  });
  const tasks = await provider.followTasks({
    local: views.map((v) => ({ taskId: `local-${v.id}`, planId: v.id, patientId: v.patientId })),
  });
  const byPlan = new Map(views.map((v) => [v.id, v]));
  const list = tasks.flatMap((t) => {
    const v = t.planId === null ? undefined : byPlan.get(t.planId);
    return v
      ? [
          {
            taskId: t.taskId,
            planId: v.id,
            patientId: v.patientId,
            patientName: v.patientName,
            planTime: v.planTime,
            followStatus: v.followStatus,
            disease: v.disease,
            content: v.followContent ?? v.templateName,
          },
        ]
      : [];
  });
  return {
    provider: provider.name,
    simulated: provider.simulated,
    sourceLabel: provider.sourceLabel,
    list,
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
