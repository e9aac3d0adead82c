import { and, count, desc, eq, ilike, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  orgs,
  patients,
  researchGroupUsers,
  researchProjects,
  researchSamples,
} from '../../db/schema/index.ts';
import { pick } from '../../lib/pick.ts';

export type ResearchProjectRow = typeof researchProjects.$inferSelect;
export type GroupUserRow = typeof researchGroupUsers.$inferSelect;
export type PatientBrief = Pick<
  typeof patients.$inferSelect,
  'id' | 'name' | 'idcard' | 'tel' | 'sex' | 'birthday'
>;

/** Research projects the viewer sees: those of their org (admins and staff: all of the project). */
export function projectVisibleTo(viewer: Viewer): SQL {
  if (viewer.kind === 'project') return sql`true`;
  if (viewer.kind === 'org' && viewer.orgId !== null) return eq(researchProjects.orgId, viewer.orgId);
  return sql`false`;
}

export async function visibleProjects(tx: Tx, viewer: Viewer, id?: number) {
  return tx
    .select({ p: researchProjects, orgName: orgs.name })
    .from(researchProjects)
    .innerJoin(orgs, eq(orgs.id, researchProjects.orgId))
    .where(and(projectVisibleTo(viewer), id === undefined ? undefined : eq(researchProjects.id, id)))
    .orderBy(desc(researchProjects.startDate), researchProjects.id);
}

/** Enrolled and dropped pairs, samples per phase and per status, of each project. */
export async function projectCounts(tx: Tx, ids: number[]) {
  if (ids.length === 0) return { groups: [], phases: [], statuses: [] };
  const groups = await tx
    .select({ id: researchGroupUsers.researchProjectId, status: researchGroupUsers.status, n: count() })
    .from(researchGroupUsers)
    .where(inArray(researchGroupUsers.researchProjectId, ids))
    .groupBy(researchGroupUsers.researchProjectId, researchGroupUsers.status);
  const phases = await tx
    .select({ id: researchSamples.researchProjectId, key: researchSamples.collectPhase, n: count() })
    .from(researchSamples)
    .where(inArray(researchSamples.researchProjectId, ids))
    .groupBy(researchSamples.researchProjectId, researchSamples.collectPhase);
  const statuses = await tx
    .select({ id: researchSamples.researchProjectId, key: researchSamples.status, n: count() })
    .from(researchSamples)
    .where(inArray(researchSamples.researchProjectId, ids))
    .groupBy(researchSamples.researchProjectId, researchSamples.status);
  return { groups, phases, statuses };
}

const mother = alias(patients, 'mother');
const child = alias(patients, 'child');

export interface GroupFilter {
  researchProjectId?: number | undefined;
  status?: 'enrolled' | 'dropped' | undefined;
  keyword?: string | undefined;
}

function keywordOf(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  if (/^\d{17}[\dXx]$/.test(k)) return eq(mother.idcard, k.toUpperCase());
  if (/^1\d{10}$/.test(k)) return eq(mother.tel, k);
  const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(mother.name, like), ilike(child.name, like));
}

function groupWhere(viewer: Viewer, f: GroupFilter, extra?: SQL): SQL | undefined {
  return and(
    projectVisibleTo(viewer),
    f.researchProjectId !== undefined
      ? eq(researchGroupUsers.researchProjectId, f.researchProjectId)
      : undefined,
    f.status !== undefined ? eq(researchGroupUsers.status, f.status) : undefined,
    keywordOf(f.keyword),
    extra,
  );
}

/** Who a group member is: the columns shown of the mother and of the child. */
const IDENTITY = ['id', 'name', 'idcard', 'tel', 'sex', 'birthday'] as const;

const groupSelect = {
  g: researchGroupUsers,
  projectName: researchProjects.name,
  mother: pick(mother, IDENTITY),
  child: pick(child, IDENTITY),
};

function groupQuery(tx: Tx) {
  return tx
    .select(groupSelect)
    .from(researchGroupUsers)
    .innerJoin(researchProjects, eq(researchProjects.id, researchGroupUsers.researchProjectId))
    .innerJoin(mother, eq(mother.id, researchGroupUsers.motherPatientId))
    .leftJoin(child, eq(child.id, researchGroupUsers.childPatientId));
}
export type GroupJoined = Awaited<ReturnType<ReturnType<typeof groupQuery>['execute']>>[number];

/** A page of the pairs the viewer sees, newest enrolment first (dropped ones by drop time). */
export async function groupPage(tx: Tx, viewer: Viewer, f: GroupFilter, q: PageQuery) {
  const where = groupWhere(viewer, f);
  const { limit, offset } = pageRange(q);
  const rows = await groupQuery(tx)
    .where(where)
    .orderBy(
      f.status === 'dropped' ? desc(researchGroupUsers.droppedAt) : desc(researchGroupUsers.createdAt),
      desc(researchGroupUsers.id),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(researchGroupUsers)
    .innerJoin(researchProjects, eq(researchProjects.id, researchGroupUsers.researchProjectId))
    .innerJoin(mother, eq(mother.id, researchGroupUsers.motherPatientId))
    .leftJoin(child, eq(child.id, researchGroupUsers.childPatientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One pair the viewer sees (its project is theirs); `lock` takes it for an update. */
export async function visibleGroup(tx: Tx, viewer: Viewer, id: number, lock = false) {
  const query = groupQuery(tx)
    .where(groupWhere(viewer, {}, eq(researchGroupUsers.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: researchGroupUsers }) : await query;
  return row;
}

/** Sample count and last collection of each pair. */
export async function groupSampleStats(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { n: number; last: Date | null }>();
  const rows = await tx
    .select({ id: researchSamples.groupUserId, n: count(), last: max(researchSamples.collectTime) })
    .from(researchSamples)
    .where(inArray(researchSamples.groupUserId, ids))
    .groupBy(researchSamples.groupUserId);
  return new Map(rows.map((r) => [r.id, { n: r.n, last: r.last }]));
}

export async function insertGroup(tx: Tx, values: typeof researchGroupUsers.$inferInsert) {
  const [row] = await tx.insert(researchGroupUsers).values(values).returning({ id: researchGroupUsers.id });
  return row?.id;
}

export async function updateGroup(
  tx: Tx,
  id: number,
  values: Partial<typeof researchGroupUsers.$inferInsert>,
) {
  await tx
    .update(researchGroupUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(researchGroupUsers.id, id));
}

/** The pair of a mother in a project, if any. */
export async function groupOfMother(tx: Tx, researchProjectId: number, patientId: number) {
  const [row] = await tx
    .select({ id: researchGroupUsers.id, status: researchGroupUsers.status })
    .from(researchGroupUsers)
    .where(
      and(
        eq(researchGroupUsers.researchProjectId, researchProjectId),
        eq(researchGroupUsers.motherPatientId, patientId),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the patient takes part in any pair as a child (a child is not enrolled as a mother). */
export async function isEnrolledChild(tx: Tx, patientId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: researchGroupUsers.id })
    .from(researchGroupUsers)
    .where(eq(researchGroupUsers.childPatientId, patientId))
    .limit(1);
  return row !== undefined;
}

/**
 * Women of the viewer's patients matching a name (part), a full ID number or a full phone, with
 * their pair in the project if any. Adults only; men are left out (sex 1).
 */
export async function candidates(tx: Tx, viewer: Viewer, researchProjectId: number, keyword: string) {
  const k = keyword.trim();
  const match = /^\d{17}[\dXx]$/.test(k)
    ? eq(patients.idcard, k.toUpperCase())
    : /^1\d{10}$/.test(k)
      ? eq(patients.tel, k)
      : ilike(patients.name, `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return tx
    .select({
      p: {
        id: patients.id,
        name: patients.name,
        idcard: patients.idcard,
        tel: patients.tel,
        sex: patients.sex,
        birthday: patients.birthday,
      },
      groupUserId: researchGroupUsers.id,
      groupStatus: researchGroupUsers.status,
    })
    .from(patients)
    .leftJoin(
      researchGroupUsers,
      and(
        eq(researchGroupUsers.motherPatientId, patients.id),
        eq(researchGroupUsers.researchProjectId, researchProjectId),
      ),
    )
    .where(
      and(
        visibleTo(viewer),
        eq(patients.isChild, false),
        or(ne(patients.sex, 1), sql`${patients.sex} is null`),
        match,
      ),
    )
    .orderBy(patients.name, patients.id)
    .limit(20);
}

export async function insertPerson(tx: Tx, values: typeof patients.$inferInsert) {
  const [row] = await tx.insert(patients).values(values).returning({ id: patients.id });
  if (!row) throw new Error('patient insert returned nothing');
  return row.id;
}

export async function updatePerson(tx: Tx, id: number, values: Partial<typeof patients.$inferInsert>) {
  await tx
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, id));
}

export async function patientIdByIdcard(tx: Tx, idcard: string) {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.idcard, idcard))
    .limit(1);
  return row?.id;
}
