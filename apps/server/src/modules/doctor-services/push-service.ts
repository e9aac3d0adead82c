import { PUSH_STATE_TEXT, type PushPatientBody, type PushView, type ReceivedPushView } from '@kanghu/shared';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { actingDoctor } from './access.ts';
import { deliverPush, type PushChannels } from './push-delivery.ts';
import {
  countsOf,
  insertPush,
  type PushCounts,
  type PushRow,
  pushById,
  pushRows,
  receivedRows,
  seenPatientCount,
} from './push-repo.ts';

/** A timed push may be set at most this far ahead. */
export const PUSH_TIMING_MAX_DAYS = 30;
/** A timing time up to this far in the past counts as "now" (clock skew of the client). */
const PAST_GRACE_MS = 60_000;

/**
 * POST /api/message/push/patient: a doctor (or admins/staff for a doctor) sends a message to the
 * doctor's patients. Every patient given must be one the doctor sees (else 404, nothing stored).
 * With a future timingTime it is stored and delivered by a pg-boss job at that time.
 */
export async function createPush(ctx: Ctx, channels: PushChannels, body: PushPatientBody) {
  if (ctx.session.role === 'assistant') throw forbidden();
  const at = body.timingTime ? new Date(body.timingTime) : null;
  const now = ctx.now().getTime();
  if (at && at.getTime() < now - PAST_GRACE_MS) throw badRequest('定时时间不能早于当前时间');
  if (at && at.getTime() > now + PUSH_TIMING_MAX_DAYS * 86_400_000)
    throw badRequest(`定时时间不能超过${PUSH_TIMING_MAX_DAYS}天`);
  const scheduled = at !== null && at.getTime() > now;
  const push = await ctx.inTenant(async (tx) => {
    const doctor = await actingDoctor(tx, ctx, body.doctorId);
    const ids = [...new Set(body.patientIds)];
    if (!body.isAllSend && (await seenPatientCount(tx, doctor, ids)) !== ids.length)
      throw notFound('患者不存在');
    return insertPush(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.doctorId,
      senderUserId: ctx.userId,
      msgType: body.msgType,
      smsSceneKey: body.msgType === 2 ? (body.smsSceneKey ?? null) : null,
      templateData: body.templateData,
      isAllSend: body.isAllSend,
      patientIds: body.isAllSend ? [] : ids,
      weChatUrl: body.weChatUrl || null,
      timingTime: at,
      state: 'scheduled',
    });
  });
  if (scheduled && at) await channels.schedule(ctx.projectId, push.id, at);
  else await deliverPush(ctx, channels, push.id);
  return ctx.inTenant((tx) => pushView(tx, push.id));
}

function toView(row: PushRow, doctorName: string | null, c: PushCounts | undefined): PushView {
  const patientCount = row.state === 'sent' ? (c?.patients ?? 0) : row.isAllSend ? 0 : row.patientIds.length;
  return {
    id: row.id,
    doctorId: row.doctorId,
    doctorName,
    msgType: row.msgType,
    smsSceneKey: row.smsSceneKey,
    title: row.templateData.title,
    content: row.templateData.content,
    isAllSend: row.isAllSend,
    weChatUrl: row.weChatUrl,
    timingTime: row.timingTime?.toISOString() ?? null,
    state: row.state,
    stateText: PUSH_STATE_TEXT[row.state],
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    patientCount,
    deliveredCount: c?.deliveredCount ?? 0,
    unreachableCount: c?.unreachableCount ?? 0,
    smsCount: c?.smsCount ?? 0,
    readCount: c?.readCount ?? 0,
  };
}

async function pushView(tx: Tx, id: number): Promise<PushView> {
  const row = await pushById(tx, id);
  if (!row) throw notFound();
  const counts = await countsOf(tx, [id]);
  return toView(row.p, row.doctorName, counts.get(id));
}

/** GET /api/message/push/log: the doctor's pushes, newest first, with delivery counts. */
export function pushLog(ctx: Ctx, q: PageQuery & { doctorId?: number }) {
  return ctx.inTenant(async (tx) => {
    const doctorId =
      isManager(ctx.session) && q.doctorId === undefined
        ? undefined
        : (await actingDoctor(tx, ctx, q.doctorId)).doctorId;
    const { rows, total } = await pushRows(tx, doctorId, q);
    const counts = await countsOf(
      tx,
      rows.map((r) => r.p.id),
    );
    return pageOf(
      rows.map((r) => toView(r.p, r.doctorName, counts.get(r.p.id))),
      total,
      q,
    );
  });
}

/** GET /api/patient/push/list (customers): pushes received by the signed-in account, newest first. */
export function receivedPushes(ctx: Ctx, q: PageQuery) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await receivedRows(tx, ctx.userId, q);
    const list: ReceivedPushView[] = rows.map((r) => ({
      id: r.d.id,
      pushId: r.p.id,
      patientId: r.d.patientId,
      patientName: r.patientName,
      doctorName: r.doctorName,
      title: r.p.templateData.title,
      content: r.p.templateData.content,
      weChatUrl: r.p.weChatUrl,
      systemMessageId: r.d.systemMessageId,
      sentAt: r.p.sentAt?.toISOString() ?? null,
    }));
    return pageOf(list, total, q);
  });
}
