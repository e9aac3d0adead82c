import {
  FOLLOW_MSG,
  type FollowPlanBody,
  type FollowPlanQuery,
  type FollowPlanUpdateBody,
  type FollowPlanView,
  type FollowTemplateView,
} from '@kanghu/shared';
import { type Viewer, visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  insertPlans,
  joinedPlanById,
  joinedPlansByIds,
  type NewPlan,
  type PlanRow,
  planById,
  planPage,
  servicerById,
  transitionPlan,
  unheld,
} from './plan-repo.ts';
import { planView, templateView } from './plan-views.ts';
import { scheduleReminders } from './reminders.ts';
import { decidePlan, type FollowEvent } from './state-machine.ts';
import { followSummaryCounts } from './summary-repo.ts';
import { ensureDefaultTemplates, type TemplateRow, templateById, templateList } from './template-repo.ts';

/** GET /api/patient/follow/template: the project's templates (the national defaults first use). */
export function followTemplates(ctx: Ctx): Promise<FollowTemplateView[]> {
  return ctx.inTenant(async (tx) => {
    await ensureDefaultTemplates(tx, ctx.projectId);
    return (await templateList(tx)).map(templateView);
  });
}

/** A plan the viewer sees (404 for another org's, another account's or a deleted plan). */
export async function visiblePlan(tx: Tx, viewer: Viewer, id: number): Promise<PlanRow> {
  const { row } = await visibleRow(tx, viewer, await planById(tx, id), FOLLOW_MSG.planNotFound);
  if (row.state === 'deleted') throw notFound(FOLLOW_MSG.planNotFound);
  return row;
}

/** The view of one plan as the database has it now. */
export async function planViewById(ctx: Ctx, tx: Tx, id: number): Promise<FollowPlanView> {
  const j = await joinedPlanById(tx, id);
  if (!j) throw notFound(FOLLOW_MSG.planNotFound);
  return planView(j, ctx.now());
}

/** Refuses an event the state machine does not allow from the plan's state. */
export function assertEvent(plan: PlanRow, event: FollowEvent) {
  const d = decidePlan(plan.state, event);
  if (!d.ok) throw new AppError(d.status, d.msg);
  return d;
}

export async function listPlans(ctx: Ctx, q: FollowPlanQuery) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await planPage(
      tx,
      { viewer, patientId: q.patientId, status: q.followStatus, scope: q.scope, now: ctx.now() },
      q,
    );
    return pageOf(
      rows.map((r) => planView(r, ctx.now())),
      total,
      q,
    );
  });
}

type PlanInput = Omit<FollowPlanUpdateBody, 'patientId'>;

/** The follow person: a servicer of the viewer's org (any org for admins and staff). */
async function followPerson(tx: Tx, viewer: Viewer, id: number | null | undefined): Promise<number | null> {
  if (id === undefined) return viewer.doctorId !== null ? viewer.userId : null;
  if (id === null) return null;
  const s = await servicerById(tx, id);
  if (!s || (viewer.kind !== 'project' && s.orgId !== viewer.orgId))
    throw badRequest(FOLLOW_MSG.personNotInOrg);
  return s.id;
}

async function templateOf(tx: Tx, id: number | null | undefined): Promise<TemplateRow | null> {
  if (id === undefined || id === null) return null;
  const t = await templateById(tx, id);
  if (!t) throw badRequest(FOLLOW_MSG.templateNotFound);
  return t;
}

/** New plan rows for patients already checked visible; defaults from the template. */
async function newPlans(
  ctx: Ctx,
  tx: Tx,
  viewer: Viewer,
  patients: Array<{ id: number; orgId: number | null }>,
  input: PlanInput & { planTime: Date },
  source: string,
): Promise<NewPlan[]> {
  const template = await templateOf(tx, input.followTemplateId);
  const person = await followPerson(tx, viewer, input.followPersonId);
  return patients.map((p) => ({
    projectId: ctx.projectId,
    patientId: p.id,
    orgId: p.orgId ?? viewer.orgId,
    templateId: template?.id ?? null,
    followMode: input.followMode ?? template?.followMode ?? 1,
    followFrequency: input.followFrequency ?? template?.followFrequency ?? 'once',
    planTime: input.planTime,
    followPersonUserId: person,
    followContent: input.followContent ?? null,
    source,
    createdByUserId: viewer.userId,
  }));
}

async function insertAndView(ctx: Ctx, tx: Tx, rows: NewPlan[]) {
  const inserted = await insertPlans(tx, rows);
  const views = (
    await joinedPlansByIds(
      tx,
      inserted.map((r) => r.id),
    )
  ).map((j) => planView(j, ctx.now()));
  return { inserted, views };
}

/** POST /api/patient/follow and /api/timeline/follow/plan. */
export async function createPlan(ctx: Ctx, body: FollowPlanBody): Promise<FollowPlanView> {
  const { inserted, views } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    return insertAndView(ctx, tx, await newPlans(ctx, tx, viewer, [patient], body, 'plan'));
  });
  await scheduleReminders(ctx, inserted);
  const [view] = views;
  if (!view) throw new Error('plan insert returned nothing');
  return view;
}

/**
 * POST /api/timeline/follow/plan/multi: one plan per patient, all or nothing (one transaction);
 * a patient the caller does not see answers 404 and nothing is written.
 */
export async function createPlans(ctx: Ctx, body: PlanInput & { planTime: Date; patientIds: number[] }) {
  const ids = [...new Set(body.patientIds)];
  const { inserted, views } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patients = [];
    for (const id of ids) patients.push(await visiblePatient(tx, viewer, id));
    return insertAndView(ctx, tx, await newPlans(ctx, tx, viewer, patients, body, 'multi'));
  });
  await scheduleReminders(ctx, inserted);
  return { count: views.length, list: views };
}

/** PUT /api/patient/follow/:id and /api/timeline/follow/plan/:id: open plans only. */
export async function updatePlan(ctx: Ctx, id: number, body: FollowPlanUpdateBody): Promise<FollowPlanView> {
  const { row, view } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const plan = await visiblePlan(tx, viewer, id);
    const d = assertEvent(plan, 'update');
    if (body.patientId !== undefined && body.patientId !== plan.patientId)
      throw badRequest('不能更改随访计划的患者');
    const template =
      body.followTemplateId === undefined ? undefined : await templateOf(tx, body.followTemplateId);
    const set: Partial<NewPlan> = {
      ...(body.followMode === undefined ? {} : { followMode: body.followMode }),
      ...(body.followFrequency === undefined ? {} : { followFrequency: body.followFrequency }),
      ...(template === undefined ? {} : { templateId: template?.id ?? null }),
      ...(body.planTime === undefined ? {} : { planTime: body.planTime }),
      ...(body.followPersonId === undefined
        ? {}
        : { followPersonUserId: await followPerson(tx, viewer, body.followPersonId) }),
      ...(body.followContent === undefined ? {} : { followContent: body.followContent }),
    };
    const row = await transitionPlan(tx, id, d.from, set);
    if (!row) throw conflict(FOLLOW_MSG.updateClosed);
    return { row, view: await planViewById(ctx, tx, id) };
  });
  if (body.planTime !== undefined) await scheduleReminders(ctx, [row]);
  return view;
}

/** PUT /api/patient/follow/cancel/:id and /api/timeline/:id/follow/plan/cancel. */
export function cancelPlan(ctx: Ctx, id: number, reason: string | undefined): Promise<FollowPlanView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const plan = await visiblePlan(tx, viewer, id);
    const d = assertEvent(plan, 'cancel');
    const row = await transitionPlan(tx, id, d.from, {
      state: 'cancelled',
      cancelReason: reason ?? null,
      closedByUserId: viewer.userId,
    });
    if (!row) throw lost(await planById(tx, id), 'cancel');
    return planViewById(ctx, tx, id);
  });
}

/** DELETE /api/patient/follow/:id and /api/follow/:id: open or cancelled plans (done ones are records). */
export async function deletePlan(ctx: Ctx, id: number): Promise<null> {
  await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const plan = await visiblePlan(tx, viewer, id);
    const d = assertEvent(plan, 'delete');
    const row = await transitionPlan(tx, id, d.from, { state: 'deleted', closedByUserId: viewer.userId });
    if (!row) throw lost(await planById(tx, id), 'delete');
  });
  return null;
}

/** The answer to the loser of a race: what the state machine says about the plan's new state. */
export function lost(plan: PlanRow | undefined, event: FollowEvent): AppError {
  if (!plan) return notFound(FOLLOW_MSG.planNotFound);
  const d = decidePlan(plan.state, event);
  return d.ok ? conflict('操作冲突，请刷新后重试') : new AppError(d.status === 404 ? 404 : 409, d.msg);
}

/** POST /api/yzh/follow/grab: a plan of the pool becomes the caller's; one doctor wins. */
export function grabPlan(ctx: Ctx, id: number): Promise<FollowPlanView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const plan = await visiblePlan(tx, viewer, id);
    const d = assertEvent(plan, 'grab');
    if (plan.followPersonUserId === viewer.userId) throw badRequest('您已领取该随访');
    if (plan.followPersonUserId !== null) throw conflict(FOLLOW_MSG.grabTaken);
    const row = await transitionPlan(tx, id, d.from, { followPersonUserId: viewer.userId }, unheld());
    if (!row) {
      const now = await planById(tx, id);
      throw now?.state === 'open' ? conflict(FOLLOW_MSG.grabTaken) : lost(now, 'grab');
    }
    return planViewById(ctx, tx, id);
  });
}

/** GET /api/patient/follow/summary: due-today, overdue and pool counts of the caller's scope. */
export function followSummary(ctx: Ctx) {
  return ctx.inTenant(async (tx) => followSummaryCounts(tx, await ctx.viewer(tx), ctx.now()));
}
