import { eq } from 'drizzle-orm';
import type { Viewer } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

export interface DoctorRef {
  doctorId: number;
  userId: number;
  orgId: number | null;
  name: string;
}

export const isManager = (s: SessionRecord) => s.role === 'admin' || s.role === 'staff';

async function doctorRow(tx: Tx, where: ReturnType<typeof eq>): Promise<DoctorRef | null> {
  const [row] = await tx
    .select({ doctorId: doctors.id, userId: doctors.userId, orgId: users.orgId, name: doctors.name })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** The signed-in servicer's own doctor row; 403 for customers and servicers without one. */
export async function ownDoctor(tx: Tx, session: SessionRecord): Promise<DoctorRef> {
  if (session.userType !== 'servicer') throw forbidden();
  const row = await doctorRow(tx, eq(doctors.userId, session.userId));
  if (!row) throw forbidden();
  return row;
}

/**
 * The doctor a servicer acts for: their own (no id, or their own id), or any doctor of the
 * project for admins and staff. Another doctor's id answers the same 404 as a missing one.
 */
export async function actingDoctor(tx: Tx, session: SessionRecord, doctorId?: number): Promise<DoctorRef> {
  if (session.userType !== 'servicer') throw forbidden();
  if (doctorId === undefined) return ownDoctor(tx, session);
  const row = await doctorRow(tx, eq(doctors.id, doctorId));
  if (!row || (row.userId !== session.userId && !isManager(session))) throw notFound('医生不存在');
  return row;
}

/** Any doctor of the project (RLS limits it to the project). */
export async function anyDoctor(tx: Tx, doctorId: number): Promise<DoctorRef> {
  const row = await doctorRow(tx, eq(doctors.id, doctorId));
  if (!row) throw notFound('医生不存在');
  return row;
}

/** The patients a doctor sees (patients/access.ts rules: the doctor's org and own patients). */
export function doctorViewer(d: DoctorRef): Viewer {
  return { userId: d.userId, kind: 'org', orgId: d.orgId, doctorId: d.doctorId, name: d.name };
}
