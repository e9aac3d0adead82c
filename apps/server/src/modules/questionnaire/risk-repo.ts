import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  questionnaireAssignments as a,
  doctors,
  patients,
  questionnaires,
  questionnaireRecords as r,
  questionnaireRiskReviews as rv,
  users,
} from '../../db/schema/index.ts';

/** The high-risk rule of domain/question-assign.ts isHighRisk, in SQL over a record row. */
export const HIGH_RISK = sql`(${r.tone} = 'severe' or jsonb_array_length(${r.flags}) > 0)`;

/**
 * The patients whose high-risk answers a viewer is answerable for: a doctor, the patients whose
 * doctor they are; assistants and admins, every patient they see.
 */
export function riskScope(viewer: Viewer, isDoctor: boolean): SQL {
  if (isDoctor && viewer.doctorId !== null) return eq(patients.doctorId, viewer.doctorId);
  return visibleTo(viewer);
}

const handler = alias(users, 'handler');

function riskSelect(tx: Tx) {
  return tx
    .select({
      recordId: r.id,
      questionId: r.questionnaireId,
      questionName: questionnaires.name,
      patientId: r.patientId,
      patientName: patients.name,
      total: r.total,
      level: r.level,
      tone: r.tone,
      flags: r.flags,
      answeredAt: r.answeredAt,
      handledAt: rv.handledAt,
      handledByName: handler.name,
    })
    .from(r)
    .innerJoin(questionnaires, eq(questionnaires.id, r.questionnaireId))
    .innerJoin(patients, patientOf(r.patientId))
    .leftJoin(rv, eq(rv.recordId, r.id))
    .leftJoin(handler, eq(handler.id, rv.handledByUserId));
}

export type RiskRow = Awaited<ReturnType<ReturnType<typeof riskSelect>['execute']>>[number];

/** High-risk records in scope, handled or not, newest first. */
export async function riskPage(tx: Tx, scope: SQL, handled: boolean, q: PageQuery) {
  const where = and(scope, HIGH_RISK, handled ? isNotNull(rv.id) : isNull(rv.id));
  const { limit, offset } = pageRange(q);
  const rows = await riskSelect(tx)
    .where(where)
    .orderBy(desc(r.answeredAt), desc(r.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(patients, patientOf(r.patientId))
    .leftJoin(rv, eq(rv.recordId, r.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The dashboard number: unhandled high-risk records in scope (the list with handled=0). */
export async function unhandledRiskCount(tx: Tx, scope: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(patients, patientOf(r.patientId))
    .leftJoin(rv, eq(rv.recordId, r.id))
    .where(and(scope, HIGH_RISK, isNull(rv.id)));
  return row?.n ?? 0;
}

/** One record the viewer sees, with its review. */
export async function riskRecord(tx: Tx, viewer: Viewer, recordId: number): Promise<RiskRow | undefined> {
  const [row] = await riskSelect(tx)
    .where(and(eq(r.id, recordId), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** Marks a record handled; false when it already was (the unique index decides a race). */
export async function insertReview(
  tx: Tx,
  values: { projectId: number; recordId: number; handledByUserId: number; handledAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(rv).values(values).onConflictDoNothing().returning({ id: rv.id });
  return rows.length > 0;
}

/** Who hears about a patient's high-risk answer: the patient's doctor and the open assigners. */
export async function riskRecipients(tx: Tx, patientId: number, questionnaireId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: doctors.userId })
    .from(patients)
    .innerJoin(doctors, eq(doctors.id, patients.doctorId))
    .where(eq(patients.id, patientId))
    .union(
      tx
        .select({ userId: a.assignedByUserId })
        .from(a)
        .where(and(eq(a.patientId, patientId), eq(a.questionnaireId, questionnaireId))),
    );
  return [...new Set(rows.map((x) => x.userId).filter((x): x is number => x !== null))];
}
