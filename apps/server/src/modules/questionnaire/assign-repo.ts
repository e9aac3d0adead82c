import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  questionnaireAssignments as a,
  doctors,
  patients,
  questionnaireLinks,
  questionnaires,
  questionnaireRecords as r,
  users,
} from '../../db/schema/index.ts';

export type NewAssignment = typeof a.$inferInsert;

export async function insertAssignment(tx: Tx, values: NewAssignment): Promise<number> {
  const [row] = await tx.insert(a).values(values).returning({ id: a.id });
  if (!row) throw new Error('assignment insert returned nothing');
  return row.id;
}

/** Name and phone of the patients to assign (already checked visible). */
export async function patientContacts(tx: Tx, ids: number[]) {
  return tx
    .select({ id: patients.id, name: patients.name, tel: patients.tel })
    .from(patients)
    .where(inArray(patients.id, ids));
}

/**
 * The record answering an assignment: the patient's first record of the questionnaire stored
 * since the assignment (LATERAL, so each assignment row finds its own).
 */
const answer = sql`lateral (
  select ar.id, ar.answered_at, ar.total, ar.level, ar.tone, ar.flags
    from ${r} ar
   where ar.patient_id = ${a.patientId} and ar.questionnaire_id = ${a.questionnaireId}
     and ar.answered_at >= ${a.createdAt}
   order by ar.answered_at, ar.id limit 1) ans`;

const assigner = alias(users, 'assigner');

const assignmentColumns = {
  id: a.id,
  questionId: a.questionnaireId,
  questionName: questionnaires.name,
  patientId: a.patientId,
  patientName: patients.name,
  doctorName: sql<string>`coalesce(${doctors.name}, ${assigner.name}, '')`,
  dueDate: a.dueDate,
  assignedAt: a.createdAt,
  recordId: sql<number | null>`ans.id`,
  answeredAt: sql<string | null>`ans.answered_at`,
  total: sql<number | null>`ans.total`,
  level: sql<string | null>`ans.level`,
  tone: sql<'normal' | 'attention' | 'abnormal' | 'severe' | null>`ans.tone`,
  flags: sql<string[] | null>`ans.flags`,
};

function stateCondition(state: 'assigned' | 'answered' | 'expired', today: string): SQL {
  if (state === 'answered') return sql`ans.id is not null`;
  if (state === 'expired') return sql`ans.id is null and ${a.dueDate} < ${today}::date`;
  return sql`ans.id is null and ${a.dueDate} >= ${today}::date`;
}

export interface AssignmentFilter {
  questionId?: number | undefined;
  patientId?: number | undefined;
  state?: 'assigned' | 'answered' | 'expired' | undefined;
  /** Name (part), ID number or phone of the patient. */
  search?: string | undefined;
}

/**
 * Assignments of the patients in `scope` (a condition over patients and assignments: the viewer's
 * `visibleTo`, or a district's residents for the AI platform), newest first.
 */
export async function assignmentPage(
  tx: Tx,
  scope: SQL | undefined,
  f: AssignmentFilter,
  today: string,
  q: PageQuery,
) {
  const where = and(
    scope,
    f.questionId !== undefined ? eq(a.questionnaireId, f.questionId) : undefined,
    f.patientId !== undefined ? eq(a.patientId, f.patientId) : undefined,
    f.state !== undefined ? stateCondition(f.state, today) : undefined,
    f.search !== undefined
      ? sql`(${patients.name} like ${`%${f.search}%`} or ${patients.idcard} = ${f.search.toUpperCase()} or ${patients.tel} = ${f.search})`
      : undefined,
  );
  const base = () =>
    tx
      .select(assignmentColumns)
      .from(a)
      .innerJoin(questionnaires, eq(questionnaires.id, a.questionnaireId))
      .innerJoin(patients, patientOf(a.patientId))
      .innerJoin(assigner, eq(assigner.id, a.assignedByUserId))
      .leftJoin(doctors, eq(doctors.userId, a.assignedByUserId))
      .leftJoin(answer, sql`true`);
  const { limit, offset } = pageRange(q);
  const rows = await base().where(where).orderBy(desc(a.createdAt), desc(a.id)).limit(limit).offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(a)
    .innerJoin(patients, patientOf(a.patientId))
    .leftJoin(answer, sql`true`)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export type AssignmentRow = Awaited<ReturnType<typeof assignmentPage>>['rows'][number];

/** One assignment per questionnaire for a patient: the open one, else the latest (the patient's list). */
export async function patientAssignments(tx: Tx, patientId: number, ids: number[], today: string) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(assignmentColumns)
    .from(a)
    .innerJoin(questionnaires, eq(questionnaires.id, a.questionnaireId))
    .innerJoin(patients, patientOf(a.patientId))
    .innerJoin(assigner, eq(assigner.id, a.assignedByUserId))
    .leftJoin(doctors, eq(doctors.userId, a.assignedByUserId))
    .leftJoin(answer, sql`true`)
    .where(and(eq(a.patientId, patientId), inArray(a.questionnaireId, ids)))
    .orderBy(desc(a.createdAt), desc(a.id));
  const open = (row: AssignmentRow) => row.recordId === null && row.dueDate >= today;
  const out = new Map<number, AssignmentRow>();
  for (const row of rows) {
    const kept = out.get(row.questionId);
    if (!kept || (!open(kept) && open(row))) out.set(row.questionId, row);
  }
  return [...out.values()];
}

/** Questionnaire management: per active questionnaire, assignments in the viewer's scope by state. */
export async function assignmentStats(tx: Tx, viewer: Viewer, today: string) {
  const counts = tx
    .select({
      questionId: a.questionnaireId,
      assigned: sql<number>`count(*)`.mapWith(Number).as('assigned'),
      answered: sql<number>`count(ans.id)`.mapWith(Number).as('answered'),
      expired: sql<number>`count(*) filter (where ans.id is null and ${a.dueDate} < ${today}::date)`
        .mapWith(Number)
        .as('expired'),
    })
    .from(a)
    .innerJoin(patients, patientOf(a.patientId))
    .leftJoin(answer, sql`true`)
    .where(visibleTo(viewer))
    .groupBy(a.questionnaireId)
    .as('c');
  return tx
    .select({
      questionId: questionnaires.id,
      name: questionnaires.name,
      group: questionnaires.groupName,
      definition: questionnaires.definition,
      assigned: sql<number>`coalesce(${counts.assigned}, 0)`.mapWith(Number),
      answered: sql<number>`coalesce(${counts.answered}, 0)`.mapWith(Number),
      expired: sql<number>`coalesce(${counts.expired}, 0)`.mapWith(Number),
    })
    .from(questionnaires)
    .leftJoin(counts, eq(counts.questionId, questionnaires.id))
    .where(eq(questionnaires.active, true))
    .orderBy(asc(questionnaires.sort), asc(questionnaires.id));
}

/** Patients (of `ids`) who already have an open (unanswered, not past due) assignment of the questionnaire. */
export async function openAssignees(tx: Tx, questionId: number, ids: number[], today: string) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ patientId: a.patientId })
    .from(a)
    .leftJoin(answer, sql`true`)
    .where(
      and(eq(a.questionnaireId, questionId), inArray(a.patientId, ids), stateCondition('assigned', today)),
    );
  return new Set(rows.map((r) => r.patientId));
}

/** One assignment of a patient the viewer sees, with its state columns. */
export async function visibleAssignment(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ ...assignmentColumns, linkId: a.linkId })
    .from(a)
    .innerJoin(questionnaires, eq(questionnaires.id, a.questionnaireId))
    .innerJoin(patients, patientOf(a.patientId))
    .innerJoin(assigner, eq(assigner.id, a.assignedByUserId))
    .leftJoin(doctors, eq(doctors.userId, a.assignedByUserId))
    .leftJoin(answer, sql`true`)
    .where(and(eq(a.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** Points an assignment at its new link and ends the old link now (a resend). */
export async function replaceLink(
  tx: Tx,
  assignmentId: number,
  oldLinkId: number | null,
  newLinkId: number,
  smsTo: string | null,
  now: Date,
) {
  if (oldLinkId !== null)
    await tx
      .update(questionnaireLinks)
      .set({ expiresAt: now })
      .where(and(eq(questionnaireLinks.id, oldLinkId), isNull(questionnaireLinks.usedAt)));
  await tx
    .update(a)
    .set({ linkId: newLinkId, ...(smsTo ? { smsTo } : {}) })
    .where(eq(a.id, assignmentId));
}
