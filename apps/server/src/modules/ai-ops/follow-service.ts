import {
  AI_OPS_MSG,
  type AiFollowView,
  type AiWho,
  chinaDay,
  FOLLOW_MODES,
  FOLLOW_STATUS_NAMES,
  type FollowMode,
  type FollowRecordBody,
  followStatusOf,
  maskIdCard,
  maskPhone,
} from '@kanghu/shared';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { type District, inDistrict } from '../../core/district.ts';
import { type PageQuery, pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { followPlans } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ExecuteScope } from '../follow/execute-scope.ts';
import { insertPlans } from '../follow/plan-repo.ts';
import { executePlan } from '../follow/record-service.ts';
import { ensureDefaultTemplates, templateByCode } from '../follow/template-repo.ts';
import { deleteFollowDraft } from './follow-draft-repo.ts';
import {
  countPlans,
  type DistrictPlan,
  districtPlan,
  districtPlanPage,
  doneWhere,
  grabOpenPlan,
  lastDonePlan,
  mineWhere,
  plansOfPatient,
  poolWhere,
} from './follow-repo.ts';
import { residentBy } from './who.ts';

/** Local follow-ups of the AI platform (issue 16) over the follow module's plans (issue 11). */

export function followView(r: DistrictPlan, now: Date): AiFollowView {
  const p = r.plan;
  const status = followStatusOf(p.state, p.planTime, now);
  return {
    id: p.id,
    patientId: p.patientId,
    name: r.name,
    idcard: maskIdCard(r.idcard),
    phone: maskPhone(r.tel),
    text: p.followContent ?? '慢病随访',
    value: chinaDay(p.planTime),
    way: p.followMode,
    wayName: FOLLOW_MODES[p.followMode as FollowMode] ?? '随访',
    state: p.state,
    status,
    statusName: FOLLOW_STATUS_NAMES[status],
    followPerson: r.person,
    followPersonUserId: p.followPersonUserId,
    actualTime: p.actualTime?.toISOString() ?? null,
    disease: r.disease,
    formItems: (r.formItems as AiFollowView['formItems']) ?? null,
    synced: r.synced,
    ctime: p.createdAt.toISOString(),
  };
}

async function planOr404(tx: Tx, district: District, id: number): Promise<DistrictPlan> {
  const row = await districtPlan(tx, district, id);
  if (!row) throw notFound(AI_OPS_MSG.followNotFound);
  return row;
}

/**
 * The plan's template for a disease (the national hbp/dm defaults of the follow module): the
 * record then requires BP or fasting glucose as for a doctor's plan. undefined: not given.
 */
async function templateOf(tx: Tx, ctx: Ctx, disease: 'hbp' | 'dm' | null | undefined) {
  if (disease === undefined) return undefined;
  if (disease === null) return null;
  await ensureDefaultTemplates(tx, ctx.projectId);
  return (await templateByCode(tx, disease))?.id ?? null;
}

/** A China day at 09:00 China time (the follow module's default visit hour). */
const planTimeOf = (day: string) => new Date(`${day}T09:00:00+08:00`);

export type FollowListKind = 'wait' | 'done' | 'all';

/** GET follow/wait/task/list (mine, open), follow/done/list, follow/list2 (all): 15 a page. */
export function followList(ctx: Ctx, code: string, kind: FollowListKind, q: PageQuery) {
  return inDistrict(ctx, code, async (tx, district) => {
    const where = kind === 'wait' ? mineWhere(ctx.userId) : kind === 'done' ? doneWhere() : undefined;
    const { rows, total } = await districtPlanPage(tx, district, where, q, kind !== 'wait');
    return pageOf(
      rows.map((r) => followView(r, ctx.now())),
      total,
      q,
    );
  });
}

/** GET follow/grab/init: the pool's and my open counts, and the first page of the pool. */
export function grabInit(ctx: Ctx, code: string) {
  return inDistrict(ctx, code, async (tx, district) => {
    const { rows, total } = await districtPlanPage(tx, district, poolWhere(), { pageNo: 1, pageSize: 50 });
    return {
      pool: total,
      mine: await countPlans(tx, district, mineWhere(ctx.userId)),
      list: rows.map((r) => followView(r, ctx.now())),
    };
  });
}

/** POST follow/grab: one winner; the others learn why they lost. */
export function grabFollow(ctx: Ctx, code: string, id: number) {
  return inDistrict(ctx, code, async (tx, district) => {
    if (!(await grabOpenPlan(tx, district, id, ctx.userId, ctx.now()))) {
      const now = await planOr404(tx, district, id);
      if (now.plan.state !== 'open') throw badRequest(AI_OPS_MSG.followClosed);
      if (now.plan.followPersonUserId === ctx.userId) throw badRequest(AI_OPS_MSG.grabOwn);
      throw conflict(AI_OPS_MSG.grabTaken);
    }
    return followView(await planOr404(tx, district, id), ctx.now());
  });
}

export function followDetail(ctx: Ctx, code: string, id: number) {
  return inDistrict(ctx, code, async (tx, district) =>
    followView(await planOr404(tx, district, id), ctx.now()),
  );
}

/** GET follow/plan: a resident's plans; follow/last/detail: their last done one (or null). */
export function residentFollows(ctx: Ctx, code: string, who: AiWho) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, who);
    return (await plansOfPatient(tx, district, p.id)).map((r) => followView(r, ctx.now()));
  });
}

export function lastFollow(ctx: Ctx, code: string, who: AiWho) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, who);
    const row = await lastDonePlan(tx, district, p.id);
    return row ? followView(row, ctx.now()) : null;
  });
}

interface PlanInput {
  planTime: string;
  way: number;
  disease?: 'hbp' | 'dm' | null | undefined;
  content?: string | undefined;
}

/** POST follow/create: a plan for a resident, taken by the caller or left in the pool. */
export function createFollow(
  ctx: Ctx,
  code: string,
  body: PlanInput & AiWho & { toPool?: boolean | undefined },
) {
  if (body.planTime < chinaDay(ctx.now())) throw badRequest('计划随访日期不能早于今天');
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await residentBy(tx, viewer, district, body);
    const templateId = await templateOf(tx, ctx, body.disease);
    const [row] = await insertPlans(tx, [
      {
        projectId: ctx.projectId,
        patientId: p.id,
        orgId: p.orgId,
        templateId: templateId ?? null,
        followMode: body.way,
        followFrequency: 'once',
        planTime: planTimeOf(body.planTime),
        followPersonUserId: body.toPool ? null : ctx.userId,
        followContent: body.content || null,
        source: 'ai',
        createdByUserId: ctx.userId,
      },
    ]);
    if (!row) throw new Error('plan not inserted');
    return followView(await planOr404(tx, district, row.id), ctx.now());
  });
}

/**
 * The district's plan `id` held by the caller, with its resident: a plan of another district, or
 * one another servicer holds, is not found; a pool plan must be grabbed first.
 */
const heldScope =
  (ctx: Ctx, code: string, id: number): ExecuteScope =>
  (fn) =>
    inDistrict(ctx, code, async (tx, district, viewer) => {
      const cur = await planOr404(tx, district, id);
      if (cur.plan.followPersonUserId === null && cur.plan.state === 'open')
        throw badRequest(AI_OPS_MSG.followUnheld);
      if (cur.plan.followPersonUserId !== ctx.userId) throw notFound(AI_OPS_MSG.followNotFound);
      return fn(
        tx,
        viewer,
        cur.plan,
        await residentBy(tx, viewer, district, { patientId: cur.plan.patientId }),
      );
    });

/**
 * POST follow/save with `finish`: the visit's record of a plan the caller grabbed (the follow
 * module's execute: readings graded and stored, national-rules assessment, next plan), then the
 * plan as the district lists show it (已完成, ready to sync).
 */
async function finishFollow(ctx: Ctx, code: string, id: number, way: number, record: FollowRecordBody) {
  await executePlan(
    ctx,
    id,
    { ...record, followMode: record.followMode ?? (way as FollowRecordBody['followMode']) },
    'ai',
    (fn) =>
      heldScope(
        ctx,
        code,
        id,
      )(async (tx, viewer, plan, patient) => {
        const out = await fn(tx, viewer, plan, patient);
        await deleteFollowDraft(tx, id);
        return out;
      }),
  );
  return followDetail(ctx, code, id);
}

/** POST follow/save: changes an open plan's day, way or content, or finishes it (`finish`). */
export function saveFollow(
  ctx: Ctx,
  code: string,
  body: PlanInput & { id: number; finish?: boolean | undefined; record?: FollowRecordBody | undefined },
) {
  if (body.finish && body.record) return finishFollow(ctx, code, body.id, body.way, body.record);
  return inDistrict(ctx, code, async (tx, district) => {
    const cur = await planOr404(tx, district, body.id);
    const held = cur.plan.followPersonUserId;
    if (held !== null && held !== ctx.userId) throw notFound(AI_OPS_MSG.followNotFound);
    if (cur.plan.state !== 'open') throw badRequest(AI_OPS_MSG.followEnded);
    const templateId = await templateOf(tx, ctx, body.disease);
    await tx
      .update(followPlans)
      .set({
        planTime: planTimeOf(body.planTime),
        followMode: body.way,
        ...(body.content !== undefined ? { followContent: body.content || null } : {}),
        ...(templateId !== undefined ? { templateId } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(followPlans.id, body.id), eq(followPlans.state, 'open')));
    return followView(await planOr404(tx, district, body.id), ctx.now());
  });
}
