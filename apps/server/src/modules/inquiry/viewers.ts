import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import type { DoctorSelf, OrderViewer } from './repo.ts';
import type { Actor } from './state-machine.ts';

/** The doctor of a servicer session (core viewer); 403 for customers and servicers without one. */
export async function doctorSelf(ctx: Ctx, tx: Tx): Promise<DoctorSelf> {
  const viewer = await ctx.viewer(tx);
  if (viewer.kind === 'customer' || viewer.doctorId === null) throw forbidden();
  return { doctorId: viewer.doctorId, orgId: viewer.orgId };
}

/** Who looks at orders: the customer's account, or the doctor (with their org for the pool). */
export async function orderViewer(ctx: Ctx, tx: Tx): Promise<OrderViewer & { orgId?: number | null }> {
  if (ctx.session.userType === 'customer') return { kind: 'patient', userId: ctx.userId };
  const self = await doctorSelf(ctx, tx);
  return { kind: 'doctor', doctorId: self.doctorId, orgId: self.orgId };
}

export function actorOf(ctx: Ctx): Actor {
  return ctx.session.userType === 'customer' ? 'patient' : 'doctor';
}
