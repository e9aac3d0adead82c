import { isManager, type Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type DoctorRef, doctorRefById, doctorRefOfUser } from './repo.ts';

export type { DoctorRef } from './repo.ts';

/** The signed-in servicer's own doctor row; 403 for customers and servicers without one. */
export async function ownDoctor(tx: Tx, ctx: Ctx): Promise<DoctorRef> {
  if (ctx.session.userType !== 'servicer') throw forbidden();
  const row = await doctorRefOfUser(tx, ctx.userId);
  if (!row) throw forbidden();
  return row;
}

/**
 * The doctor a servicer acts for: their own (no id, or their own id), or any doctor of the
 * project for admins and staff. Another doctor's id answers the same 404 as a missing one.
 */
export async function actingDoctor(tx: Tx, ctx: Ctx, doctorId?: number): Promise<DoctorRef> {
  if (ctx.session.userType !== 'servicer') throw forbidden();
  if (doctorId === undefined) return ownDoctor(tx, ctx);
  const row = await doctorRefById(tx, doctorId);
  if (!row || (row.userId !== ctx.userId && !isManager(ctx.session))) throw notFound('医生不存在');
  return row;
}

/** Any doctor of the project (RLS limits it to the project). */
export async function anyDoctor(tx: Tx, doctorId: number): Promise<DoctorRef> {
  const row = await doctorRefById(tx, doctorId);
  if (!row) throw notFound('医生不存在');
  return row;
}

/** The patients a doctor sees (core/access.ts rules: the doctor's org and own patients). */
export function doctorViewer(d: DoctorRef): Viewer {
  return { userId: d.userId, kind: 'org', orgId: d.orgId, doctorId: d.doctorId, name: d.name };
}
