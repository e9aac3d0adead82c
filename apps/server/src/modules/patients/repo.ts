import { and, asc, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PatientRow, type Viewer, visibleTo } from '../../core/access.ts';
import { doctorOf } from '../../core/names.ts';
import type { Tx } from '../../db/database.ts';
import {
  doctors,
  patientDiseases,
  patientRelations,
  patients,
  patientTagLinks,
  patientTags,
  users,
} from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { toDetail } from './views.ts';

export type NewPatient = typeof patients.$inferInsert;

export async function doctorById(
  tx: Tx,
  id: number,
): Promise<{ id: number; orgId: number | null; userId: number; name: string }> {
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId, userId: doctors.userId, name: doctors.name })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  if (!d) throw badRequest('医生不存在');
  return d;
}

/**
 * The family's doctor for a child a parent adds without naming one: the doctor of the first
 * patient bound to the account (by the relation's sort) who has one; null when none has.
 */
export async function familyDoctor(
  tx: Tx,
  userId: number,
): Promise<{ id: number; orgId: number | null; userId: number; name: string } | null> {
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId, userId: doctors.userId, name: doctors.name })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .innerJoin(doctors, eq(doctors.id, patients.doctorId))
    .where(eq(patientRelations.userId, userId))
    .orderBy(asc(patientRelations.sort), asc(patientRelations.id))
    .limit(1);
  return d ?? null;
}

export async function doctorNames(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(inArray(doctors.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function relationOf(tx: Tx, userId: number, patientId: number): Promise<string | null> {
  const [r] = await tx
    .select({ relation: patientRelations.relation })
    .from(patientRelations)
    .where(and(eq(patientRelations.userId, userId), eq(patientRelations.patientId, patientId)))
    .limit(1);
  return r?.relation ?? null;
}

export async function categoriesOf(tx: Tx, patientId: number) {
  return tx
    .select({ type: patientDiseases.type, level: patientDiseases.level })
    .from(patientDiseases)
    .where(eq(patientDiseases.patientId, patientId))
    .orderBy(asc(patientDiseases.type));
}

export async function tagsOf(tx: Tx, patientId: number) {
  return tx
    .select({ id: patientTags.id, name: patientTags.name })
    .from(patientTagLinks)
    .innerJoin(patientTags, eq(patientTags.id, patientTagLinks.tagId))
    .where(eq(patientTagLinks.patientId, patientId))
    .orderBy(asc(patientTags.sort), asc(patientTags.id));
}

export async function detailOf(tx: Tx, viewer: Viewer, p: PatientRow) {
  const names = await doctorNames(tx, [p.doctorId]);
  return toDetail(p, {
    doctorName: p.doctorId === null ? null : (names.get(p.doctorId) ?? null),
    relation: viewer.kind === 'customer' ? await relationOf(tx, viewer.userId, p.id) : null,
    categories: await categoriesOf(tx, p.id),
    tags: await tagsOf(tx, p.id),
  });
}

export async function patientByIdcard(tx: Tx, idcard: string): Promise<PatientRow | null> {
  const [row] = await tx.select().from(patients).where(eq(patients.idcard, idcard)).limit(1);
  return row ?? null;
}

export async function insertPatient(tx: Tx, values: NewPatient): Promise<PatientRow> {
  const [row] = await tx.insert(patients).values(values).returning();
  if (!row) throw new Error('patient insert returned nothing');
  return row;
}

export async function updatePatient(tx: Tx, id: number, values: Partial<NewPatient>): Promise<PatientRow> {
  const [row] = await tx
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  if (!row) throw new Error('patient update returned nothing');
  return row;
}

export async function setCategories(
  tx: Tx,
  projectId: number,
  patientId: number,
  list: Array<{ type: number; level: number; specialState?: number; aiFile?: boolean; phFile?: boolean }>,
): Promise<void> {
  await tx.delete(patientDiseases).where(eq(patientDiseases.patientId, patientId));
  const unique = new Map(list.map((c) => [c.type, c]));
  if (unique.size === 0) return;
  await tx.insert(patientDiseases).values(
    [...unique.values()].map((c) => ({
      projectId,
      patientId,
      type: c.type,
      level: c.level,
      specialState: c.specialState ? c.specialState : null,
      aiFile: c.aiFile ?? false,
      phFile: c.phFile ?? false,
    })),
  );
}

/** Binds a patient to an account; false when it already was. */
export async function bindRelation(
  tx: Tx,
  projectId: number,
  userId: number,
  patientId: number,
  relation: string,
): Promise<boolean> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`coalesce(max(${patientRelations.sort}), 0) + 1`.mapWith(Number) })
    .from(patientRelations)
    .where(eq(patientRelations.userId, userId));
  const rows = await tx
    .insert(patientRelations)
    .values({ projectId, userId, patientId, relation, sort: n })
    .onConflictDoNothing()
    .returning({ id: patientRelations.id });
  return rows.length > 0;
}

export async function removeRelation(tx: Tx, userId: number, patientId: number): Promise<boolean> {
  const rows = await tx
    .delete(patientRelations)
    .where(and(eq(patientRelations.userId, userId), eq(patientRelations.patientId, patientId)))
    .returning({ id: patientRelations.id });
  return rows.length > 0;
}

export async function customerExists(tx: Tx, userId: number): Promise<boolean> {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'customer'), eq(users.status, 'active')))
    .limit(1);
  return u !== undefined;
}

/** Patients with their doctor's name (core/names.ts). */
function withDoctorName(tx: Tx) {
  return tx
    .select({ p: patients, doctorName: doctors.name })
    .from(patients)
    .leftJoin(doctors, doctorOf(patients.doctorId));
}

/** Patients of the viewer's scope created since `since`, newest first (at most 100). */
export function visiblePatientsSince(tx: Tx, viewer: Viewer, since: Date) {
  return withDoctorName(tx)
    .where(and(visibleTo(viewer), gte(patients.createdAt, since)))
    .orderBy(desc(patients.createdAt))
    .limit(100);
}

/** A patient of the viewer's scope with this ID number, with the doctor's name. */
export async function visiblePatientByIdcard(tx: Tx, viewer: Viewer, idcard: string) {
  const [hit] = await withDoctorName(tx)
    .where(and(eq(patients.idcard, idcard), visibleTo(viewer)))
    .limit(1);
  return hit;
}

/** The children the viewer sees, newest first (at most 100). */
export function visibleChildren(tx: Tx, viewer: Viewer): Promise<PatientRow[]> {
  return tx
    .select()
    .from(patients)
    .where(and(visibleTo(viewer), eq(patients.isChild, true)))
    .orderBy(desc(patients.createdAt))
    .limit(100);
}

export async function patientById(tx: Tx, id: number): Promise<PatientRow | undefined> {
  const [p] = await tx.select().from(patients).where(eq(patients.id, id)).limit(1);
  return p;
}

/** The accounts bound to a patient. */
export async function boundUsers(tx: Tx, patientId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: patientRelations.userId })
    .from(patientRelations)
    .where(eq(patientRelations.patientId, patientId));
  return rows.map((r) => r.userId);
}

/** Search: a name fragment, or a whole phone or ID number. */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(patients.name, like), eq(patients.tel, search), eq(patients.idcard, search.toUpperCase()));
}
