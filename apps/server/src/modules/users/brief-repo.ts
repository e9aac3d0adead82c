import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { askRooms, doctors, patientRelations, patients, users } from '../../db/schema/index.ts';

async function found(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * Whether the viewer shares a context with account `targetId` (GET /api/user/:id answers only
 * then): themself; managers (admins and staff list every account anyway); a chat room of the two;
 * an account bound to a patient the viewer sees (a customer's own family, a doctor's patients);
 * the doctor of a patient the viewer sees (a patient's doctor, a colleague treating the same
 * patient); the account's source doctor; for doctors and assistants, the accounts of their org
 * and the customers they are source doctor of (what GET /api/user lists for them).
 */
export async function sharesContext(tx: Tx, viewer: Viewer, targetId: number): Promise<boolean> {
  if (targetId === viewer.userId || viewer.kind === 'project') return true;
  const low = Math.min(viewer.userId, targetId);
  const high = Math.max(viewer.userId, targetId);
  const checks: Array<() => Promise<boolean>> = [
    () =>
      found(
        tx
          .select({ one: sql`1` })
          .from(askRooms)
          .where(and(eq(askRooms.userLow, low), eq(askRooms.userHigh, high)))
          .limit(1),
      ),
    () =>
      found(
        tx
          .select({ one: sql`1` })
          .from(patientRelations)
          .innerJoin(patients, eq(patients.id, patientRelations.patientId))
          .where(and(eq(patientRelations.userId, targetId), visibleTo(viewer)))
          .limit(1),
      ),
    () =>
      found(
        tx
          .select({ one: sql`1` })
          .from(patients)
          .innerJoin(doctors, eq(doctors.id, patients.doctorId))
          .where(and(eq(doctors.userId, targetId), visibleTo(viewer)))
          .limit(1),
      ),
    () => found(sourceDoctorLink(tx, viewer, targetId)),
  ];
  for (const check of checks) if (await check()) return true;
  return false;
}

/**
 * The source-doctor link between the two accounts, either way; for doctors and assistants also
 * the accounts of their org.
 */
function sourceDoctorLink(tx: Tx, viewer: Viewer, targetId: number) {
  const conditions: (SQL | undefined)[] = [
    // The target's source doctor is the viewer.
    viewer.doctorId === null
      ? undefined
      : and(eq(users.id, targetId), eq(users.sourceDoctorId, viewer.doctorId)),
    // The viewer's source doctor is the target.
    and(
      eq(users.id, viewer.userId),
      sql`${users.sourceDoctorId} in (select ${doctors.id} from ${doctors} where ${doctors.userId} = ${targetId})`,
    ),
    viewer.kind === 'org' && viewer.orgId !== null
      ? and(eq(users.id, targetId), eq(users.orgId, viewer.orgId))
      : undefined,
  ];
  return tx
    .select({ one: sql`1` })
    .from(users)
    .where(or(...conditions))
    .limit(1);
}
