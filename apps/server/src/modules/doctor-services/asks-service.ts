import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { openRoom } from '../chat/service.ts';
import { findOrder, visibleTo } from '../inquiry/repo.ts';
import { actingDoctor, ownDoctor } from './access.ts';
import { activeAssistant, bindings, deleteBinding, insertBinding } from './repo.ts';

/**
 * GET /api/doctor/inquiry/function/create/ask?orderId=: the chat room of an inquiry order's two
 * parties, made on first use. The doctor gets the room with the account that placed the order;
 * a patient account (the placer or one bound to the patient) gets the room with the doctor.
 * Orders the caller may not see answer 404; an order still in the grab pool has no doctor yet.
 */
export async function inquiryAsk(ctx: Ctx, orderId: number) {
  const toId = await ctx.inTenant(async (tx) => {
    const viewer =
      ctx.session.userType === 'customer'
        ? ({ kind: 'patient', userId: ctx.userId } as const)
        : ({ kind: 'doctor', doctorId: (await ownDoctor(tx, ctx)).doctorId } as const);
    const found = await findOrder(tx, orderId, visibleTo(viewer));
    if (!found) throw notFound('订单不存在');
    if (found.doctorUserId === null) throw badRequest('订单尚未被医生接诊');
    return viewer.kind === 'doctor' ? found.order.userId : found.doctorUserId;
  });
  const room = await openRoom(ctx, { toId });
  return { askId: room.id, orderId, room };
}

/**
 * GET /api/doctor/bind/assistant?assistantUserId= (servicers): an assistant sees the doctors they
 * work for (only their own bindings); a doctor sees their assistants (optionally the one given);
 * admins and staff see the project's bindings (optionally of one assistant).
 */
export function listBindings(ctx: Ctx, assistantUserId?: number) {
  return ctx.inTenant(async (tx) => {
    const byAssistant = assistantUserId ? assistantUserId : undefined;
    if (isManager(ctx.session)) return bindings(tx, { assistantUserId: byAssistant });
    if (ctx.session.role === 'assistant') {
      if (assistantUserId !== undefined && assistantUserId !== ctx.userId) return [];
      return bindings(tx, { assistantUserId: ctx.userId });
    }
    const doctor = await ownDoctor(tx, ctx);
    return bindings(tx, { doctorId: doctor.doctorId, assistantUserId: byAssistant });
  });
}

/**
 * POST /api/doctor/bind/assistant {assistantUserId, doctorId?}: binds an assistant of the doctor's
 * org to the doctor (the doctor themselves, or admins/staff for any doctor). Idempotent.
 */
export function bindAssistant(ctx: Ctx, body: { assistantUserId: number; doctorId?: number }) {
  return ctx.inTenant(async (tx) => {
    if (ctx.session.role === 'assistant') throw forbidden();
    const doctor = await actingDoctor(tx, ctx, body.doctorId);
    const assistant = await activeAssistant(tx, body.assistantUserId);
    if (!assistant || assistant.orgId !== doctor.orgId) throw notFound('助理不存在');
    await insertBinding(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.doctorId,
      assistantUserId: assistant.id,
    });
    const [view] = await bindings(tx, { doctorId: doctor.doctorId, assistantUserId: assistant.id });
    if (!view) throw new Error('binding vanished');
    return view;
  });
}

/** DELETE /api/doctor/bind/assistant/:id (servicers): the doctor (or admins/staff) removes a binding. */
export function unbindAssistant(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    if (ctx.session.role === 'assistant') throw forbidden();
    const own = isManager(ctx.session) ? undefined : (await ownDoctor(tx, ctx)).doctorId;
    const removed = await deleteBinding(tx, id, own);
    if (removed === 0) throw notFound('绑定不存在');
    return { count: removed };
  });
}

/**
 * GET /api/doctor/bind/assistant/create/ask?doctorId=|assistantUserId= (servicers): the room of a
 * doctor and a bound assistant, made on first use. The assistant names the doctor (default: the
 * first bound), the doctor names the assistant (default: the first bound). No binding answers 404.
 */
export async function assistantAsk(ctx: Ctx, q: { doctorId?: number; assistantUserId?: number }) {
  const toId = await ctx.inTenant(async (tx) => {
    if (ctx.session.role === 'assistant') {
      const [b] = await bindings(tx, { assistantUserId: ctx.userId, doctorId: q.doctorId || undefined });
      if (!b) throw notFound('未绑定医生');
      return b.doctorUserId;
    }
    const doctor = await ownDoctor(tx, ctx);
    const [b] = await bindings(tx, {
      doctorId: doctor.doctorId,
      assistantUserId: q.assistantUserId || undefined,
    });
    if (!b) throw notFound('未绑定助理');
    return b.assistantUserId;
  });
  return openRoom(ctx, { toId });
}
