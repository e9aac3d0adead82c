import {
  APPOINT_ACCEPT_NAMES,
  APPOINT_PENDING_NAME,
  type AppointPushBody,
  type AppointPushQuery,
  type AppointPushView,
  chinaDateTime,
  FOLLOW_MSG,
  type FollowRecordView,
} from '@kanghu/shared';
import { visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  answerAppoint,
  appointById,
  appointPage,
  insertAppointment,
  type JoinedAppoint,
  joinedAppointById,
} from './appoint-repo.ts';
import {
  DOCTOR_PLAN_LINK,
  PATIENT_APPOINT_LINK,
  pushStored,
  storeMessages,
  toPatientAccounts,
} from './notify.ts';
import { planById, transitionPlan } from './plan-repo.ts';
import { visiblePlan } from './plan-service.ts';
import { modeName } from './plan-views.ts';
import { recordViewPage } from './record-service.ts';
import { scheduleReminders } from './reminders.ts';

/** GET /api/patient/follow/programme/report: the patient's visits as reports, newest first. */
export function followReports(ctx: Ctx, q: { patientId: number; pageNo: number; pageSize: number }) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePatient(tx, viewer, q.patientId);
    return recordViewPage(tx, { viewer, patientId: q.patientId }, q);
  });
}

/** GET /api/patient/follow/programme/report/last: the latest visit, or null. */
export async function lastFollowReport(ctx: Ctx, patientId: number): Promise<FollowRecordView | null> {
  const page = await followReports(ctx, { patientId, pageNo: 1, pageSize: 1 });
  return page.list[0] ?? null;
}

function appointView(j: JoinedAppoint): AppointPushView {
  const a = j.appoint;
  return {
    id: a.id,
    patientId: a.patientId,
    patientName: j.patientName,
    planId: a.planId,
    appointTime: a.appointTime.toISOString(),
    followMode: a.followMode,
    followModeName: modeName(a.followMode),
    content: a.content,
    doctorName: j.doctorName,
    isAccept: a.isAccept,
    acceptName: a.isAccept === null ? APPOINT_PENDING_NAME : APPOINT_ACCEPT_NAMES[a.isAccept as 0 | 1],
    respondedAt: a.respondedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * POST /api/patient/follow/programme/appoint/push: a servicer proposes a visit time to the
 * patient's accounts (system message); the plan, when named, must be the patient's open plan.
 */
export async function pushAppointment(ctx: Ctx, body: AppointPushBody): Promise<AppointPushView> {
  const { view, rows } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const plan = body.planId === undefined ? null : await visiblePlan(tx, viewer, body.planId);
    if (plan && plan.patientId !== patient.id) throw badRequest('随访计划不属于该患者');
    if (plan && plan.state !== 'open') throw badRequest(FOLLOW_MSG.updateClosed);
    const row = await insertAppointment(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      planId: plan?.id ?? null,
      doctorUserId: viewer.userId,
      appointTime: body.appointTime,
      followMode: body.followMode ?? plan?.followMode ?? 1,
      content: body.content,
    });
    const messages = await toPatientAccounts(tx, patient.id, {
      title: '随访预约',
      content: `${viewer.name ?? '医生'}邀请${patient.name}于${chinaDateTime(row.appointTime)}进行${modeName(row.followMode)}：${row.content}。请确认是否接受。`,
      link: PATIENT_APPOINT_LINK,
      data: { appointId: row.id },
    });
    const joined = await joinedAppointById(tx, row.id);
    if (!joined) throw notFound(FOLLOW_MSG.appointNotFound);
    return { view: appointView(joined), rows: await storeMessages(tx, ctx.projectId, messages) };
  });
  await pushStored(ctx, rows);
  return view;
}

/** GET /api/patient/follow/programme/appoint/push: customers their patients', servicers their scope's. */
export function appointHistory(ctx: Ctx, q: AppointPushQuery) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await appointPage(tx, viewer, { patientId: q.patientId, state: q.state }, q);
    return pageOf(rows.map(appointView), total, q);
  });
}

/**
 * PUT /api/patient/follow/programme/appoint/push/:id {isAccept}: the patient's side answers once.
 * Accepting moves the plan (when still open) to the appointed time and mode; the doctor is told.
 */
export async function answerAppointment(ctx: Ctx, id: number, isAccept: 0 | 1): Promise<AppointPushView> {
  const { view, rows, moved } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const { row, patient } = await visibleRow(
      tx,
      viewer,
      await appointById(tx, id),
      FOLLOW_MSG.appointNotFound,
    );
    if (row.isAccept !== null) throw badRequest(FOLLOW_MSG.appointAnswered);
    const answered = await answerAppoint(tx, id, isAccept, viewer.userId, ctx.now());
    if (!answered) throw badRequest(FOLLOW_MSG.appointAnswered);
    let moved = null;
    if (isAccept === 1 && answered.planId !== null && (await planById(tx, answered.planId))?.state === 'open')
      moved =
        (await transitionPlan(tx, answered.planId, ['open'], {
          planTime: answered.appointTime,
          followMode: answered.followMode,
        })) ?? null;
    const stored = await storeMessages(tx, ctx.projectId, [
      {
        userId: answered.doctorUserId,
        title: isAccept === 1 ? '随访预约已接受' : '随访预约被拒绝',
        content: `${patient.name}${isAccept === 1 ? '已接受' : '拒绝了'}${chinaDateTime(answered.appointTime)}的${modeName(answered.followMode)}预约。`,
        link: answered.planId === null ? null : `${DOCTOR_PLAN_LINK}?id=${answered.planId}`,
        data: { appointId: id },
      },
    ]);
    const joined = await joinedAppointById(tx, id);
    if (!joined) throw notFound(FOLLOW_MSG.appointNotFound);
    return { view: appointView(joined), rows: stored, moved };
  });
  await pushStored(ctx, rows);
  if (moved) await scheduleReminders(ctx, [moved]);
  return view;
}
