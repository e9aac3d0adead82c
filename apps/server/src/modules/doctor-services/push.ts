import {
  PUSH_SMS_SCENES,
  PUSH_STATE_TEXT,
  type PushPatientBody,
  type PushView,
  type RealtimeMessage,
  type ReceivedPushView,
} from '@kanghu/shared';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { visibleTo } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import {
  doctors,
  patientPushDeliveries,
  patientPushes,
  patientRelations,
  patients,
  systemMessages,
} from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import type { SmsProvider } from '../auth/sms/provider.ts';
import { actingDoctor, anyDoctor, type DoctorRef, doctorViewer, isManager } from './access.ts';
import type { WechatTemplateSender } from './push-providers.ts';

export const PATIENT_PUSH_QUEUE = 'patient-push';
/** A timed push may be set at most this far ahead. */
export const PUSH_TIMING_MAX_DAYS = 30;
/** A timing time up to this far in the past counts as "now" (clock skew of the client). */
const PAST_GRACE_MS = 60_000;

export interface PushDeps {
  services: Services;
  log: FastifyBaseLogger;
  send(projectId: number, userId: number, message: RealtimeMessage): Promise<void>;
  schedule(projectId: number, pushId: number, at: Date): Promise<void>;
  sms: SmsProvider;
  wechat: WechatTemplateSender;
}

type PushRow = typeof patientPushes.$inferSelect;

/** The patients a push reaches: the chosen ones (or all) that the doctor may see now. */
async function targetPatients(tx: Tx, doctor: DoctorRef, push: PushRow) {
  const where = and(
    visibleTo(doctorViewer(doctor)),
    push.isAllSend ? undefined : inArray(patients.id, push.patientIds.length ? push.patientIds : [0]),
  );
  return tx.select({ id: patients.id, name: patients.name, tel: patients.tel }).from(patients).where(where);
}

/**
 * POST /api/message/push/patient: a doctor (or admins/staff for a doctor) sends a message to the
 * doctor's patients. Every patient given must be one the doctor sees (else 404, nothing stored).
 * With a future timingTime it is stored and delivered by a pg-boss job at that time.
 */
export async function createPush(deps: PushDeps, session: SessionRecord, body: PushPatientBody) {
  if (session.role === 'assistant') throw forbidden();
  const at = body.timingTime ? new Date(body.timingTime) : null;
  const now = Date.now();
  if (at && at.getTime() < now - PAST_GRACE_MS) throw badRequest('定时时间不能早于当前时间');
  if (at && at.getTime() > now + PUSH_TIMING_MAX_DAYS * 86_400_000)
    throw badRequest(`定时时间不能超过${PUSH_TIMING_MAX_DAYS}天`);
  const scheduled = at !== null && at.getTime() > now;
  const { projectId } = session;
  const push = await deps.services.db.tenant(projectId, async (tx) => {
    const doctor = await actingDoctor(tx, session, body.doctorId);
    const ids = [...new Set(body.patientIds)];
    if (!body.isAllSend) {
      const seen = await tx
        .select({ id: patients.id })
        .from(patients)
        .where(and(inArray(patients.id, ids), visibleTo(doctorViewer(doctor))));
      if (seen.length !== ids.length) throw notFound('患者不存在');
    }
    const [row] = await tx
      .insert(patientPushes)
      .values({
        projectId,
        doctorId: doctor.doctorId,
        senderUserId: session.userId,
        msgType: body.msgType,
        smsSceneKey: body.msgType === 2 ? (body.smsSceneKey ?? null) : null,
        templateData: body.templateData,
        isAllSend: body.isAllSend,
        patientIds: body.isAllSend ? [] : ids,
        weChatUrl: body.weChatUrl || null,
        timingTime: at,
        state: 'scheduled',
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  });
  if (scheduled && at) await deps.schedule(projectId, push.id, at);
  else await deliverPush(deps, projectId, push.id);
  return pushView(deps, session, push.id);
}

/**
 * Delivers a push once: the state moves scheduled -> sent in the same transaction that stores a
 * system message per account of each patient and a delivery row per patient, so a job that runs
 * twice delivers nothing the second time. Realtime, SMS and WeChat go out after the commit.
 */
export async function deliverPush(deps: PushDeps, projectId: number, pushId: number): Promise<boolean> {
  const outcome = await deps.services.db.tenant(projectId, async (tx) => {
    const [push] = await tx
      .update(patientPushes)
      .set({ state: 'sent', sentAt: new Date() })
      .where(and(eq(patientPushes.id, pushId), eq(patientPushes.state, 'scheduled')))
      .returning();
    if (!push) return null;
    const doctor = await anyDoctor(tx, push.doctorId);
    const targets = await targetPatients(tx, doctor, push);
    const accounts = targets.length
      ? await tx
          .select({ patientId: patientRelations.patientId, userId: patientRelations.userId })
          .from(patientRelations)
          .where(
            inArray(
              patientRelations.patientId,
              targets.map((t) => t.id),
            ),
          )
      : [];
    const { title, content } = push.templateData;
    const messages: Array<{ userId: number; id: number }> = [];
    const sms: Array<{ tel: string }> = [];
    const wechatUsers = new Set<number>();
    for (const patient of targets) {
      const mine = accounts.filter((a) => a.patientId === patient.id);
      const smsSent = push.msgType === 2 && !!patient.tel;
      if (smsSent && patient.tel) sms.push({ tel: patient.tel });
      if (mine.length === 0) {
        await tx.insert(patientPushDeliveries).values({ projectId, pushId, patientId: patient.id, smsSent });
        continue;
      }
      for (const [i, a] of mine.entries()) {
        const [msg] = await tx
          .insert(systemMessages)
          .values({
            projectId,
            userId: a.userId,
            kind: 'push',
            title,
            content,
            data: {
              pushId,
              patientId: patient.id,
              patientName: patient.name,
              doctorName: doctor.name,
              weChatUrl: push.weChatUrl,
            },
          })
          .returning({ id: systemMessages.id });
        if (!msg) throw new Error('insert returned nothing');
        messages.push({ userId: a.userId, id: msg.id });
        const wechatSent = push.msgType === 3;
        if (wechatSent) wechatUsers.add(a.userId);
        await tx.insert(patientPushDeliveries).values({
          projectId,
          pushId,
          patientId: patient.id,
          userId: a.userId,
          systemMessageId: msg.id,
          smsSent: smsSent && i === 0,
          wechatSent,
        });
      }
    }
    const sign = push.smsSceneKey ? (PUSH_SMS_SCENES[push.smsSceneKey] ?? '') : '';
    return { push, messages, sms, wechatUsers: [...wechatUsers], text: `【${sign}】${title}：${content}` };
  });
  if (!outcome) return false;
  const { push, messages, sms, wechatUsers, text } = outcome;
  const { title, content } = push.templateData;
  const results = await Promise.allSettled([
    ...messages.map((m) =>
      deps.send(projectId, m.userId, { action: 'SYSTEM_MSG', data: { id: m.id, title } }),
    ),
    ...sms.map((s) => deps.sms.send(s.tel, text)),
    ...wechatUsers.map((u) => deps.wechat.send(u, title, content, push.weChatUrl)),
  ]);
  for (const r of results)
    if (r.status === 'rejected') deps.log.error({ err: r.reason, pushId }, 'patient push delivery failed');
  return true;
}

/** Delivery counts of pushes, by push id. */
async function countsOf(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, PushCounts>();
  const rows = await tx
    .select({
      pushId: patientPushDeliveries.pushId,
      patients: sql<number>`count(distinct ${patientPushDeliveries.patientId})::int`,
      delivered: sql<number>`count(${patientPushDeliveries.systemMessageId})::int`,
      unreachable: sql<number>`count(*) filter (where ${patientPushDeliveries.userId} is null)::int`,
      sms: sql<number>`count(*) filter (where ${patientPushDeliveries.smsSent})::int`,
      read: sql<number>`count(${systemMessages.readAt})::int`,
    })
    .from(patientPushDeliveries)
    .leftJoin(systemMessages, eq(systemMessages.id, patientPushDeliveries.systemMessageId))
    .where(inArray(patientPushDeliveries.pushId, ids))
    .groupBy(patientPushDeliveries.pushId);
  return new Map<number, PushCounts>(
    rows.map((r) => [
      r.pushId,
      {
        patients: r.patients,
        deliveredCount: r.delivered,
        unreachableCount: r.unreachable,
        smsCount: r.sms,
        readCount: r.read,
      },
    ]),
  );
}

interface PushCounts {
  patients: number;
  deliveredCount: number;
  unreachableCount: number;
  smsCount: number;
  readCount: number;
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

async function pushView(deps: PushDeps, session: SessionRecord, id: number): Promise<PushView> {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const [row] = await tx
      .select({ p: patientPushes, doctorName: doctors.name })
      .from(patientPushes)
      .innerJoin(doctors, eq(doctors.id, patientPushes.doctorId))
      .where(eq(patientPushes.id, id))
      .limit(1);
    if (!row) throw notFound();
    const counts = await countsOf(tx, [id]);
    return toView(row.p, row.doctorName, counts.get(id));
  });
}

/** GET /api/message/push/log: the doctor's pushes, newest first, with delivery counts. */
export function pushLog(
  deps: PushDeps,
  session: SessionRecord,
  q: { pageNo: number; pageSize: number; doctorId?: number },
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const scope =
      isManager(session) && q.doctorId === undefined
        ? undefined
        : eq(patientPushes.doctorId, (await actingDoctor(tx, session, q.doctorId)).doctorId);
    const rows = await tx
      .select({ p: patientPushes, doctorName: doctors.name })
      .from(patientPushes)
      .innerJoin(doctors, eq(doctors.id, patientPushes.doctorId))
      .where(scope)
      .orderBy(desc(patientPushes.createdAt), desc(patientPushes.id))
      .offset((q.pageNo - 1) * q.pageSize)
      .limit(q.pageSize);
    const [total] = await tx.select({ n: count() }).from(patientPushes).where(scope);
    const counts = await countsOf(
      tx,
      rows.map((r) => r.p.id),
    );
    return {
      list: rows.map((r) => toView(r.p, r.doctorName, counts.get(r.p.id))),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

/** GET /api/patient/push/list: pushes received by the signed-in account, newest first. */
export function receivedPushes(
  deps: PushDeps,
  session: SessionRecord,
  q: { pageNo: number; pageSize: number },
) {
  if (session.userType !== 'customer') throw forbidden();
  return deps.services.db.tenant(session.projectId, async (tx) => {
    const mine = and(
      eq(patientPushDeliveries.userId, session.userId),
      isNotNull(patientPushDeliveries.userId),
    );
    const rows = await tx
      .select({
        d: patientPushDeliveries,
        p: patientPushes,
        patientName: patients.name,
        doctorName: doctors.name,
      })
      .from(patientPushDeliveries)
      .innerJoin(patientPushes, eq(patientPushes.id, patientPushDeliveries.pushId))
      .innerJoin(patients, eq(patients.id, patientPushDeliveries.patientId))
      .innerJoin(doctors, eq(doctors.id, patientPushes.doctorId))
      .where(mine)
      .orderBy(desc(patientPushDeliveries.createdAt), desc(patientPushDeliveries.id))
      .offset((q.pageNo - 1) * q.pageSize)
      .limit(q.pageSize);
    const [total] = await tx.select({ n: count() }).from(patientPushDeliveries).where(mine);
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
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}
