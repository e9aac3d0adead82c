import type { AssistantBindingView } from '@kanghu/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctorAssistants, doctors, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { openRoom } from '../chat/service.ts';
import type { ConsultDeps } from '../inquiry/deps.ts';
import { findOrder, visibleTo } from '../inquiry/repo.ts';
import { actingDoctor, isManager, ownDoctor } from './access.ts';

/**
 * GET /api/doctor/inquiry/function/create/ask?orderId=: the chat room of an inquiry order's two
 * parties, made on first use. The doctor gets the room with the account that placed the order;
 * a patient account (the placer or one bound to the patient) gets the room with the doctor.
 * Orders the caller may not see answer 404; an order still in the grab pool has no doctor yet.
 */
export async function inquiryAsk(deps: ConsultDeps, session: SessionRecord, orderId: number) {
  const toId = await deps.services.db.tenant(session.projectId, async (tx) => {
    const viewer =
      session.userType === 'customer'
        ? ({ kind: 'patient', userId: session.userId } as const)
        : ({ kind: 'doctor', doctorId: (await ownDoctor(tx, session)).doctorId } as const);
    const found = await findOrder(tx, orderId, visibleTo(viewer));
    if (!found) throw notFound('订单不存在');
    if (found.doctorUserId === null) throw badRequest('订单尚未被医生接诊');
    return viewer.kind === 'doctor' ? found.order.userId : found.doctorUserId;
  });
  const room = await openRoom(deps, session, { toId });
  return { askId: room.id, orderId, room };
}

const assistantUser = alias(users, 'assistant_user');

async function bindings(tx: Tx, where: SQL | undefined): Promise<AssistantBindingView[]> {
  const rows = await tx
    .select({
      id: doctorAssistants.id,
      doctorId: doctorAssistants.doctorId,
      doctorUserId: doctors.userId,
      doctorName: doctors.name,
      assistantUserId: doctorAssistants.assistantUserId,
      assistantName: assistantUser.name,
      createdAt: doctorAssistants.createdAt,
    })
    .from(doctorAssistants)
    .innerJoin(doctors, eq(doctors.id, doctorAssistants.doctorId))
    .innerJoin(assistantUser, eq(assistantUser.id, doctorAssistants.assistantUserId))
    .where(where)
    .orderBy(asc(doctorAssistants.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * GET /api/doctor/bind/assistant?assistantUserId=: an assistant sees the doctors they work for
 * (only their own bindings); a doctor sees their assistants (optionally the one given); admins
 * and staff see the project's bindings (optionally of one assistant).
 */
export function listBindings(deps: ConsultDeps, session: SessionRecord, assistantUserId?: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    if (session.userType !== 'servicer') throw forbidden();
    const byAssistant = assistantUserId ? eq(doctorAssistants.assistantUserId, assistantUserId) : undefined;
    if (isManager(session)) return bindings(tx, byAssistant);
    if (session.role === 'assistant') {
      if (assistantUserId !== undefined && assistantUserId !== session.userId) return [];
      return bindings(tx, eq(doctorAssistants.assistantUserId, session.userId));
    }
    const doctor = await ownDoctor(tx, session);
    return bindings(tx, and(eq(doctorAssistants.doctorId, doctor.doctorId), byAssistant));
  });
}

/**
 * POST /api/doctor/bind/assistant {assistantUserId, doctorId?}: binds an assistant of the doctor's
 * org to the doctor (the doctor themselves, or admins/staff for any doctor). Idempotent.
 */
export function bindAssistant(
  deps: ConsultDeps,
  session: SessionRecord,
  body: { assistantUserId: number; doctorId?: number },
) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    if (session.role === 'assistant') throw forbidden();
    const doctor = await actingDoctor(tx, session, body.doctorId);
    const [assistant] = await tx
      .select({ id: users.id, orgId: users.orgId })
      .from(users)
      .where(and(eq(users.id, body.assistantUserId), eq(users.role, 'assistant'), eq(users.status, 'active')))
      .limit(1);
    if (!assistant || assistant.orgId !== doctor.orgId) throw notFound('助理不存在');
    await tx
      .insert(doctorAssistants)
      .values({ projectId: session.projectId, doctorId: doctor.doctorId, assistantUserId: assistant.id })
      .onConflictDoNothing();
    const [view] = await bindings(
      tx,
      and(eq(doctorAssistants.doctorId, doctor.doctorId), eq(doctorAssistants.assistantUserId, assistant.id)),
    );
    if (!view) throw new Error('binding vanished');
    return view;
  });
}

/** DELETE /api/doctor/bind/assistant/:id: the doctor (or admins/staff) removes a binding. */
export function unbindAssistant(deps: ConsultDeps, session: SessionRecord, id: number) {
  return deps.services.db.tenant(session.projectId, async (tx) => {
    if (session.userType !== 'servicer' || session.role === 'assistant') throw forbidden();
    const own = isManager(session)
      ? undefined
      : eq(doctorAssistants.doctorId, (await ownDoctor(tx, session)).doctorId);
    const removed = await tx
      .delete(doctorAssistants)
      .where(and(eq(doctorAssistants.id, id), own))
      .returning({ id: doctorAssistants.id });
    if (removed.length === 0) throw notFound('绑定不存在');
    return { count: removed.length };
  });
}

/**
 * GET /api/doctor/bind/assistant/create/ask?doctorId=|assistantUserId=: the room of a doctor and
 * a bound assistant, made on first use. The assistant names the doctor (default: the first bound),
 * the doctor names the assistant (default: the first bound). No binding answers 404.
 */
export async function assistantAsk(
  deps: ConsultDeps,
  session: SessionRecord,
  q: { doctorId?: number; assistantUserId?: number },
) {
  const toId = await deps.services.db.tenant(session.projectId, async (tx) => {
    if (session.userType !== 'servicer') throw forbidden();
    if (session.role === 'assistant') {
      const [b] = await bindings(
        tx,
        and(
          eq(doctorAssistants.assistantUserId, session.userId),
          q.doctorId ? eq(doctorAssistants.doctorId, q.doctorId) : undefined,
        ),
      );
      if (!b) throw notFound('未绑定医生');
      return b.doctorUserId;
    }
    const doctor = await ownDoctor(tx, session);
    const [b] = await bindings(
      tx,
      and(
        eq(doctorAssistants.doctorId, doctor.doctorId),
        q.assistantUserId ? eq(doctorAssistants.assistantUserId, q.assistantUserId) : undefined,
      ),
    );
    if (!b) throw notFound('未绑定助理');
    return b.assistantUserId;
  });
  return openRoom(deps, session, { toId });
}
