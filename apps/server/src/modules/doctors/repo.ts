import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  doctorProfiles,
  doctorSchedules,
  doctors,
  inquiryFunctions,
  reservations,
} from '../../db/schema/index.ts';

const profileColumns = {
  doctor: doctors,
  goodAt: doctorProfiles.goodAt,
  photo: doctorProfiles.photo,
  isShow: sql<boolean>`coalesce(${doctorProfiles.isShow}, true)`,
};
export type DoctorWithProfile = {
  doctor: typeof doctors.$inferSelect;
  goodAt: string | null;
  photo: string | null;
  isShow: boolean;
};

function selectDoctors(tx: Tx) {
  return tx
    .select(profileColumns)
    .from(doctors)
    .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, doctors.id));
}

async function findDoctor(tx: Tx, where: SQL): Promise<DoctorWithProfile | null> {
  const [row] = await selectDoctors(tx).where(where).limit(1);
  return row ?? null;
}

/** A doctor of the project with its profile, by doctor id. */
export function doctorWithProfile(tx: Tx, id: number): Promise<DoctorWithProfile | null> {
  return findDoctor(tx, eq(doctors.id, id));
}

/** The doctor of a user account, with its profile. */
export function doctorOfUser(tx: Tx, userId: number): Promise<DoctorWithProfile | null> {
  return findDoctor(tx, eq(doctors.userId, userId));
}

export async function listDoctors(
  tx: Tx,
  filter: { departmentId?: number; search?: string; onlyShown: boolean },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(doctors.isAssistant, false),
    filter.departmentId ? eq(doctors.departmentId, filter.departmentId) : undefined,
    filter.search ? ilike(doctors.name, `%${filter.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    filter.onlyShown ? sql`coalesce(${doctorProfiles.isShow}, true)` : undefined,
  );
  const rows = await selectDoctors(tx).where(where).orderBy(asc(doctors.id)).offset(offset).limit(limit);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(doctors)
    .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, doctors.id))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function updateDoctorRow(tx: Tx, id: number, patch: Partial<typeof doctors.$inferInsert>) {
  if (Object.keys(patch).length > 0) await tx.update(doctors).set(patch).where(eq(doctors.id, id));
}

export async function upsertProfile(
  tx: Tx,
  projectId: number,
  doctorId: number,
  patch: { goodAt?: string; photo?: string; isShow?: boolean },
) {
  await tx
    .insert(doctorProfiles)
    .values({ projectId, doctorId, ...patch })
    .onConflictDoUpdate({
      target: [doctorProfiles.projectId, doctorProfiles.doctorId],
      set: { ...patch, updatedAt: new Date() },
    });
}

export type FunctionRow = typeof inquiryFunctions.$inferSelect;

export async function functionById(tx: Tx, id: number): Promise<FunctionRow | null> {
  const [row] = await tx.select().from(inquiryFunctions).where(eq(inquiryFunctions.id, id)).limit(1);
  return row ?? null;
}

export async function functionByType(tx: Tx, doctorId: number, type: number): Promise<FunctionRow | null> {
  const [row] = await tx
    .select()
    .from(inquiryFunctions)
    .where(and(eq(inquiryFunctions.doctorId, doctorId), eq(inquiryFunctions.inquiryType, type)))
    .limit(1);
  return row ?? null;
}

export async function insertFunction(tx: Tx, values: typeof inquiryFunctions.$inferInsert) {
  const [row] = await tx.insert(inquiryFunctions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateFunction(
  tx: Tx,
  id: number,
  patch: Partial<typeof inquiryFunctions.$inferInsert>,
) {
  const [row] = await tx
    .update(inquiryFunctions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(inquiryFunctions.id, id))
    .returning();
  return row ?? null;
}

export type ScheduleRow = typeof doctorSchedules.$inferSelect;

/** Schedules of a doctor on a date with their active booking counts. */
export async function schedulesOn(tx: Tx, doctorId: number, date: string, kind?: 'online' | 'offline') {
  const rows = await tx
    .select()
    .from(doctorSchedules)
    .where(
      and(
        eq(doctorSchedules.doctorId, doctorId),
        eq(doctorSchedules.date, date),
        kind ? eq(doctorSchedules.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(doctorSchedules.segment));
  const booked = await bookedCounts(tx, doctorId, date);
  return rows.map((r) => ({ ...r, booked: r.kind === 'offline' ? (booked.get(r.segment) ?? 0) : 0 }));
}

export async function bookedCounts(tx: Tx, doctorId: number, date: string, segments?: string[]) {
  const rows = await tx
    .select({ segment: reservations.segment, n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.doctorId, doctorId),
        eq(reservations.appointDate, date),
        sql`${reservations.state} <> 'cancelled'`,
        segments ? inArray(reservations.segment, segments) : undefined,
      ),
    )
    .groupBy(reservations.segment);
  return new Map(rows.map((r) => [r.segment, r.n]));
}

export async function deleteSchedules(tx: Tx, ids: number[]) {
  if (ids.length > 0) await tx.delete(doctorSchedules).where(inArray(doctorSchedules.id, ids));
}

export async function upsertSchedule(tx: Tx, values: typeof doctorSchedules.$inferInsert) {
  await tx
    .insert(doctorSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: [
        doctorSchedules.projectId,
        doctorSchedules.doctorId,
        doctorSchedules.date,
        doctorSchedules.segment,
        doctorSchedules.kind,
      ],
      set: { slots: values.slots, price: values.price },
    });
}
