import { type Answers, BUILT_IN_QUESTIONNAIRES } from '@kanghu/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Viewer, visibleTo } from '../../core/access.ts';
import { patientOf } from '../../core/names.ts';
import { type PageQuery, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import {
  patients,
  questionnaireDrafts,
  questionnaireLinks,
  questionnaireRecords,
  questionnaires,
} from '../../db/schema/index.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type RecordValues = typeof questionnaireRecords.$inferInsert;

/**
 * Adds the built-in definitions whose code the project has never had (idempotent; run on a
 * project's first use in a process). A built-in shipped later reaches existing projects too; one
 * the project retired (every row of its code inactive) is not brought back.
 */
export async function ensureBuiltIns(tx: Tx, projectId: number): Promise<void> {
  const had = new Set(
    (await tx.selectDistinct({ code: questionnaires.code }).from(questionnaires)).map((r) => r.code),
  );
  const missing = BUILT_IN_QUESTIONNAIRES.map((d, i) => ({ d, i })).filter(({ d }) => !had.has(d.code));
  if (missing.length === 0) return;
  await tx
    .insert(questionnaires)
    .values(
      missing.map(({ d, i }) => ({
        projectId,
        code: d.code,
        name: d.name,
        groupName: d.group,
        definition: d,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

export async function questionnaireById(tx: Tx, id: number): Promise<QuestionnaireRow | undefined> {
  const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  return row;
}

export async function questionnairePage(tx: Tx, group: string | undefined, q: PageQuery) {
  const where = and(eq(questionnaires.active, true), group ? eq(questionnaires.groupName, group) : undefined);
  const { limit, offset } = pageRange(q);
  const rows = await tx
    .select()
    .from(questionnaires)
    .where(where)
    .orderBy(asc(questionnaires.sort), asc(questionnaires.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(questionnaires).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function groupCounts(tx: Tx) {
  return tx
    .select({ group: questionnaires.groupName, count: count() })
    .from(questionnaires)
    .where(eq(questionnaires.active, true))
    .groupBy(questionnaires.groupName)
    .orderBy(asc(sql`min(${questionnaires.sort})`));
}

/** Each questionnaire's latest record of a patient, and whether a draft waits. */
export async function patientLatest(tx: Tx, patientId: number, ids: number[]) {
  if (ids.length === 0) return { latest: [], drafts: [] };
  const r = questionnaireRecords;
  const latest = await tx
    .selectDistinctOn([r.questionnaireId])
    .from(r)
    .where(and(eq(r.patientId, patientId), inArray(r.questionnaireId, ids)))
    .orderBy(r.questionnaireId, desc(r.answeredAt), desc(r.id));
  const drafts = await tx
    .select({ questionnaireId: questionnaireDrafts.questionnaireId })
    .from(questionnaireDrafts)
    .where(
      and(eq(questionnaireDrafts.patientId, patientId), inArray(questionnaireDrafts.questionnaireId, ids)),
    );
  return { latest, drafts: drafts.map((d) => d.questionnaireId) };
}

/** Stores a record and deletes the patient's draft of it, in one statement. */
export async function insertRecord(tx: Tx, values: RecordValues) {
  const [row] = await tx
    .insert(questionnaireRecords)
    .values(values)
    .returning({ id: questionnaireRecords.id });
  await tx
    .delete(questionnaireDrafts)
    .where(
      and(
        eq(questionnaireDrafts.patientId, values.patientId),
        eq(questionnaireDrafts.questionnaireId, values.questionnaireId),
      ),
    );
  return row;
}

const recordColumns = {
  record: questionnaireRecords,
  questionName: questionnaires.name,
  definition: questionnaires.definition,
  patientName: patients.name,
};

function selectRecords(tx: Tx) {
  return tx
    .select(recordColumns)
    .from(questionnaireRecords)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireRecords.questionnaireId))
    .innerJoin(patients, patientOf(questionnaireRecords.patientId));
}

export type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** One record whose patient the viewer sees. */
export async function visibleRecord(tx: Tx, viewer: Viewer, id: number): Promise<RecordRow | undefined> {
  const [row] = await selectRecords(tx)
    .where(and(eq(questionnaireRecords.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** One record by id (the no-login link's own record; the link has already named the patient). */
export async function recordById(tx: Tx, id: number): Promise<RecordRow | undefined> {
  const [row] = await selectRecords(tx).where(eq(questionnaireRecords.id, id)).limit(1);
  return row;
}

export interface RecordFilter {
  patientId?: number | undefined;
  questionId?: number | undefined;
  evaluationType?: number | undefined;
  /** Only records with a score (assessments). */
  scoredOnly?: boolean;
}

export async function recordPage(tx: Tx, viewer: Viewer, f: RecordFilter, q: PageQuery) {
  const r = questionnaireRecords;
  const where: SQL | undefined = and(
    visibleTo(viewer),
    f.patientId === undefined ? undefined : eq(r.patientId, f.patientId),
    f.questionId === undefined ? undefined : eq(r.questionnaireId, f.questionId),
    f.evaluationType === undefined ? undefined : eq(r.evaluationType, f.evaluationType),
    f.scoredOnly ? isNotNull(r.total) : undefined,
  );
  const { limit, offset } = pageRange(q);
  const rows = await selectRecords(tx)
    .where(where)
    .orderBy(desc(r.answeredAt), desc(r.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(patients, patientOf(r.patientId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A patient's records of one questionnaire, oldest first (the trend). */
export async function historyOf(tx: Tx, patientId: number, questionId: number) {
  const r = questionnaireRecords;
  return tx
    .select({ id: r.id, at: r.answeredAt, total: r.total, level: r.level, tone: r.tone })
    .from(r)
    .where(and(eq(r.patientId, patientId), eq(r.questionnaireId, questionId)))
    .orderBy(asc(r.answeredAt), asc(r.id))
    .limit(500);
}

export async function draftOf(tx: Tx, patientId: number, questionId: number) {
  const [row] = await tx
    .select()
    .from(questionnaireDrafts)
    .where(
      and(eq(questionnaireDrafts.patientId, patientId), eq(questionnaireDrafts.questionnaireId, questionId)),
    )
    .limit(1);
  return row;
}

export async function upsertDraft(
  tx: Tx,
  v: {
    projectId: number;
    patientId: number;
    questionnaireId: number;
    savedByUserId: number;
    answers: Answers;
  },
) {
  const [row] = await tx
    .insert(questionnaireDrafts)
    .values(v)
    .onConflictDoUpdate({
      target: [
        questionnaireDrafts.projectId,
        questionnaireDrafts.patientId,
        questionnaireDrafts.questionnaireId,
      ],
      set: { answers: v.answers, savedByUserId: v.savedByUserId, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

export async function insertLink(tx: Tx, v: typeof questionnaireLinks.$inferInsert): Promise<number> {
  const [row] = await tx.insert(questionnaireLinks).values(v).returning({ id: questionnaireLinks.id });
  return row?.id ?? 0;
}

export async function linkByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ link: questionnaireLinks, patientName: patients.name })
    .from(questionnaireLinks)
    .innerJoin(patients, patientOf(questionnaireLinks.patientId))
    .where(eq(questionnaireLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Uses up a link, once: answers its row only if it was unused and unexpired (row-locked). */
export async function claimLink(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(questionnaireLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(questionnaireLinks.tokenHash, tokenHash),
        sql`${questionnaireLinks.usedAt} is null`,
        sql`${questionnaireLinks.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

export async function linkRecord(tx: Tx, linkId: number, recordId: number) {
  await tx.update(questionnaireLinks).set({ recordId }).where(eq(questionnaireLinks.id, linkId));
}
