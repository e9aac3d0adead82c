import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { knowledgeExamAttempts, knowledgeExamQuestions, knowledgeExams } from '../../db/schema/index.ts';

export type ExamRow = typeof knowledgeExams.$inferSelect;
export type QuestionRow = typeof knowledgeExamQuestions.$inferSelect;
export type AttemptRow = typeof knowledgeExamAttempts.$inferSelect;

export async function examOfCourse(tx: Tx, courseId: number) {
  const [row] = await tx.select().from(knowledgeExams).where(eq(knowledgeExams.courseId, courseId));
  return row;
}

export async function examById(tx: Tx, id: number) {
  const [row] = await tx.select().from(knowledgeExams).where(eq(knowledgeExams.id, id));
  return row;
}

export function questionsOf(tx: Tx, examId: number) {
  return tx
    .select()
    .from(knowledgeExamQuestions)
    .where(eq(knowledgeExamQuestions.examId, examId))
    .orderBy(asc(knowledgeExamQuestions.sort), asc(knowledgeExamQuestions.id));
}

export interface ExamWrite {
  title: string;
  durationMinutes: number;
  passScore: number;
  questions: readonly {
    stem: string;
    kind: 'single' | 'multiple';
    options: string[];
    answer: number[];
    score: number;
    explanation?: string;
  }[];
}

/**
 * Sets a course's exam. The question bank is replaced only when nobody has attempted it yet
 * (attempts keep grading against the questions they were given); otherwise a new exam row is not
 * made and only title, duration and pass mark change.
 */
export async function saveExam(tx: Tx, projectId: number, courseId: number, w: ExamWrite) {
  const existing = await examOfCourse(tx, courseId);
  const base = { title: w.title, durationMinutes: w.durationMinutes, passScore: w.passScore };
  let examId: number;
  if (existing) {
    examId = existing.id;
    await tx.update(knowledgeExams).set(base).where(eq(knowledgeExams.id, examId));
    const [tried] = await tx
      .select({ id: knowledgeExamAttempts.id })
      .from(knowledgeExamAttempts)
      .where(eq(knowledgeExamAttempts.examId, examId))
      .limit(1);
    if (tried) return examId;
    await tx.delete(knowledgeExamQuestions).where(eq(knowledgeExamQuestions.examId, examId));
  } else {
    const [row] = await tx
      .insert(knowledgeExams)
      .values({ projectId, courseId, ...base })
      .returning({ id: knowledgeExams.id });
    examId = row?.id ?? 0;
  }
  await tx.insert(knowledgeExamQuestions).values(
    w.questions.map((q, i) => ({
      projectId,
      examId,
      stem: q.stem,
      kind: q.kind,
      options: q.options,
      answer: q.answer,
      score: q.score,
      explanation: q.explanation ?? null,
      sort: i,
    })),
  );
  return examId;
}

/** The learner's open attempt (not submitted) of an exam, newest first. */
export async function openAttempt(tx: Tx, examId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(knowledgeExamAttempts)
    .where(
      and(
        eq(knowledgeExamAttempts.examId, examId),
        eq(knowledgeExamAttempts.userId, userId),
        isNull(knowledgeExamAttempts.submittedAt),
      ),
    )
    .orderBy(desc(knowledgeExamAttempts.id))
    .limit(1);
  return row;
}

export async function insertAttempt(
  tx: Tx,
  projectId: number,
  a: { examId: number; userId: number; startedAt: Date; deadlineAt: Date },
) {
  const [row] = await tx
    .insert(knowledgeExamAttempts)
    .values({ projectId, ...a })
    .returning();
  return row as AttemptRow;
}

/** Locks the attempt row so two submissions cannot both grade it. */
export async function attemptForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(knowledgeExamAttempts)
    .where(eq(knowledgeExamAttempts.id, id))
    .for('update');
  return row;
}

export async function finishAttempt(
  tx: Tx,
  id: number,
  r: {
    submittedAt: Date;
    answers: Record<string, number[]>;
    score: number;
    passed: boolean;
    timedOut: boolean;
  },
) {
  const [row] = await tx
    .update(knowledgeExamAttempts)
    .set(r)
    .where(eq(knowledgeExamAttempts.id, id))
    .returning();
  return row as AttemptRow;
}

/** A learner's attempts of an exam: how many were submitted, best score, whether any passed. */
export async function attemptStats(tx: Tx, examId: number, userId: number) {
  const [row] = await tx
    .select({
      attempts: sql<number>`count(${knowledgeExamAttempts.submittedAt})::int`,
      best: max(knowledgeExamAttempts.score),
      passed: sql<boolean>`coalesce(bool_or(${knowledgeExamAttempts.passed}), false)`,
    })
    .from(knowledgeExamAttempts)
    .where(and(eq(knowledgeExamAttempts.examId, examId), eq(knowledgeExamAttempts.userId, userId)));
  return { attempts: row?.attempts ?? 0, best: row?.best ?? null, passed: Boolean(row?.passed) };
}
