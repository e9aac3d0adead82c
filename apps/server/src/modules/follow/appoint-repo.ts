import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { followAppointments, patients, users } from '../../db/schema/index.ts';

export type AppointRow = typeof followAppointments.$inferSelect;

function joined(tx: Tx) {
  return tx
    .select({ appoint: followAppointments, patientName: patients.name, doctorName: users.name })
    .from(followAppointments)
    .innerJoin(patients, eq(patients.id, followAppointments.patientId))
    .leftJoin(users, eq(users.id, followAppointments.doctorUserId));
}
export type JoinedAppoint = NonNullable<Awaited<ReturnType<typeof joinedAppointById>>>;

export async function insertAppointment(
  tx: Tx,
  row: typeof followAppointments.$inferInsert,
): Promise<AppointRow> {
  const [inserted] = await tx.insert(followAppointments).values(row).returning();
  if (!inserted) throw new Error('appointment insert returned nothing');
  return inserted;
}

export async function appointById(tx: Tx, id: number): Promise<AppointRow | undefined> {
  const [row] = await tx.select().from(followAppointments).where(eq(followAppointments.id, id)).limit(1);
  return row;
}

export async function joinedAppointById(tx: Tx, id: number) {
  const [row] = await joined(tx).where(eq(followAppointments.id, id)).limit(1);
  return row;
}

const STATE: Record<string, SQL | undefined> = {
  all: undefined,
  pending: isNull(followAppointments.isAccept),
  accepted: eq(followAppointments.isAccept, 1),
  declined: eq(followAppointments.isAccept, 0),
};

/** The pushes of the patients the viewer sees, newest first. */
export async function appointPage(
  tx: Tx,
  viewer: Viewer,
  f: { patientId?: number | undefined; state: string },
  q: PageQuery,
) {
  const where = and(
    visibleTo(viewer),
    f.patientId === undefined ? undefined : eq(followAppointments.patientId, f.patientId),
    STATE[f.state],
  );
  const rows = await joined(tx)
    .where(where)
    .orderBy(desc(followAppointments.createdAt), desc(followAppointments.id))
    .limit(pageRange(q).limit)
    .offset(pageRange(q).offset);
  const [total] = await tx
    .select({ n: count() })
    .from(followAppointments)
    .innerJoin(patients, eq(patients.id, followAppointments.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Records the answer once: only while unanswered (two answers at once: one wins). */
export async function answerAppoint(
  tx: Tx,
  id: number,
  isAccept: 0 | 1,
  userId: number,
  at: Date,
): Promise<AppointRow | undefined> {
  const [row] = await tx
    .update(followAppointments)
    .set({ isAccept, respondedAt: at, respondedByUserId: userId })
    .where(and(eq(followAppointments.id, id), isNull(followAppointments.isAccept)))
    .returning();
  return row;
}
