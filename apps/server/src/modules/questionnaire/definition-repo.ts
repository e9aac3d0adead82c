import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  questionnaireAssignments,
  questionnaireDrafts,
  questionnaireLinks,
  questionnaireRecords,
  questionnaires,
} from '../../db/schema/index.ts';

export type NewQuestionnaire = typeof questionnaires.$inferInsert;

/** The project's active definitions with their version number (rows of the code up to this one) and record count. */
export async function definitionRows(tx: Tx) {
  const q = questionnaires;
  return tx
    .select({
      row: q,
      // Written out qualified: inside a sub-select the outer row's columns must name their table.
      version: sql<number>`(select count(*)::int from questionnaires v
        where v.code = "questionnaires"."code" and v.id <= "questionnaires"."id")`,
      records: sql<number>`(select count(*)::int from questionnaire_records r
        where r.questionnaire_id = "questionnaires"."id")`,
    })
    .from(q)
    .where(eq(q.active, true))
    .orderBy(asc(q.sort), asc(q.id));
}

export async function versionOf(tx: Tx, code: string, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(questionnaires)
    .where(and(eq(questionnaires.code, code), sql`${questionnaires.id} <= ${id}`));
  return row?.n ?? 1;
}

export async function hasRecords(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: questionnaireRecords.id })
    .from(questionnaireRecords)
    .where(eq(questionnaireRecords.questionnaireId, id))
    .limit(1);
  return row !== undefined;
}

export async function nextSort(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${questionnaires.sort}), 0)::int + 1` })
    .from(questionnaires);
  return row?.n ?? 1;
}

export async function insertQuestionnaire(tx: Tx, v: NewQuestionnaire): Promise<number> {
  const [row] = await tx.insert(questionnaires).values(v).returning({ id: questionnaires.id });
  if (!row) throw new Error('questionnaire insert returned nothing');
  return row.id;
}

/** Rewrites a version nobody answered (row-locked: a record stored meanwhile makes it answered). */
export async function updateUnanswered(
  tx: Tx,
  id: number,
  v: Pick<NewQuestionnaire, 'name' | 'groupName' | 'definition'>,
): Promise<boolean> {
  const rows = await tx
    .update(questionnaires)
    .set(v)
    .where(
      and(
        eq(questionnaires.id, id),
        eq(questionnaires.active, true),
        sql`not exists (select 1 from questionnaire_records r where r.questionnaire_id = "questionnaires"."id")`,
      ),
    )
    .returning({ id: questionnaires.id });
  return rows.length > 0;
}

/** Retires a version (it stays for the records that answered it); false when it was not active. */
export async function retire(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(questionnaires)
    .set({ active: false })
    .where(and(eq(questionnaires.id, id), eq(questionnaires.active, true)))
    .returning({ id: questionnaires.id });
  return rows.length > 0;
}

/**
 * Moves what still waits for an answer from the old version to the new one: unanswered
 * assignments, unused links and drafts. Records (and the assignments they answered) stay on the
 * version they answered.
 */
export async function moveOpenWork(tx: Tx, from: number, to: number): Promise<void> {
  const a = questionnaireAssignments;
  await tx
    .update(a)
    .set({ questionnaireId: to })
    .where(
      and(
        eq(a.questionnaireId, from),
        sql`not exists (select 1 from questionnaire_records r
              where r.patient_id = "questionnaire_assignments"."patient_id"
                and r.questionnaire_id = "questionnaire_assignments"."questionnaire_id"
                and r.answered_at >= "questionnaire_assignments"."created_at")`,
      ),
    );
  await tx
    .update(questionnaireLinks)
    .set({ questionnaireId: to })
    .where(and(eq(questionnaireLinks.questionnaireId, from), isNull(questionnaireLinks.usedAt)));
  await tx
    .update(questionnaireDrafts)
    .set({ questionnaireId: to })
    .where(eq(questionnaireDrafts.questionnaireId, from));
}
