import {
  type ExamAttemptView,
  type ExamResult,
  gradeExam,
  KNOWLEDGE_MSG,
  STUDENT_STATES,
  withinDeadline,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { completeCourseIfDone, courseProgress } from './completion.ts';
import {
  type AttemptRow,
  attemptForUpdate,
  type ExamRow,
  examById,
  finishAttempt,
  insertAttempt,
  openAttempt,
  type QuestionRow,
  questionsOf,
} from './exam-repo.ts';
import { findStudent } from './study-repo.ts';
import { visibleItem } from './study-service.ts';
import { examSummaryOf } from './views.ts';

async function courseExam(ctx: Ctx, tx: Tx, courseId: number) {
  const row = await visibleItem(ctx, tx, courseId, KNOWLEDGE_MSG.courseNotFound);
  if (row.item.type !== 'course') throw badRequest(KNOWLEDGE_MSG.notCourse);
  const p = await courseProgress(tx, ctx.userId, courseId);
  if (!p.exam) throw notFound(KNOWLEDGE_MSG.examNotFound);
  return { row, p, exam: p.exam };
}

/** GET: the exam of a course (no questions): duration, pass mark, the caller's best score. */
export function examInfo(ctx: Ctx, courseId: number) {
  return ctx.inTenant(async (tx) => {
    const { p, exam } = await courseExam(ctx, tx, courseId);
    return examSummaryOf(exam, p.questions, p.stats);
  });
}

function attemptView(a: AttemptRow, exam: ExamRow, courseId: number, qs: QuestionRow[]): ExamAttemptView {
  return {
    id: a.id,
    knowledgeId: courseId,
    title: exam.title,
    passScore: exam.passScore,
    totalScore: qs.reduce((s, q) => s + q.score, 0),
    startedAt: a.startedAt.toISOString(),
    deadlineAt: a.deadlineAt.toISOString(),
    // The answers stay on the server until submission.
    questions: qs.map((q) => ({ id: q.id, stem: q.stem, kind: q.kind, options: q.options, score: q.score })),
  };
}

/**
 * Starts a timed attempt (or resumes the open one still within its deadline). The learner must
 * be enrolled and have done every required item; the deadline is the server's clock plus the
 * exam's duration.
 */
export function startExam(ctx: Ctx, courseId: number): Promise<ExamAttemptView> {
  return ctx.inTenant(async (tx) => {
    const { p, exam } = await courseExam(ctx, tx, courseId);
    const student = await findStudent(tx, ctx.userId, courseId);
    if (!student || student.state === STUDENT_STATES.quit) throw badRequest(KNOWLEDGE_MSG.notJoined);
    if (student.state === STUDENT_STATES.learning && student.endTime && student.endTime < ctx.now())
      throw badRequest(KNOWLEDGE_MSG.ended);
    if (!p.required.every((id) => p.done.has(id))) throw badRequest(KNOWLEDGE_MSG.itemsNotDone);
    const now = ctx.now();
    const open = await openAttempt(tx, exam.id, ctx.userId);
    if (open && withinDeadline(open.deadlineAt, now)) return attemptView(open, exam, courseId, p.questions);
    if (open) await expire(tx, open, p.questions, exam.passScore, now);
    const attempt = await insertAttempt(tx, ctx.projectId, {
      examId: exam.id,
      userId: ctx.userId,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + exam.durationMinutes * 60_000),
    });
    return attemptView(attempt, exam, courseId, p.questions);
  });
}

/** An attempt left open past its deadline is closed as timed out with no score. */
function expire(tx: Tx, a: AttemptRow, qs: QuestionRow[], passScore: number, now: Date) {
  const grade = gradeExam(qs, new Map(), passScore);
  return finishAttempt(tx, a.id, {
    submittedAt: now,
    answers: {},
    score: grade.score,
    passed: false,
    timedOut: true,
  });
}

function resultOf(a: AttemptRow, exam: ExamRow, qs: QuestionRow[], courseCompleted: boolean): ExamResult {
  const answers = a.answers ?? {};
  return {
    id: a.id,
    knowledgeId: exam.courseId,
    title: exam.title,
    score: a.score ?? 0,
    totalScore: qs.reduce((s, q) => s + q.score, 0),
    passScore: exam.passScore,
    passed: Boolean(a.passed),
    timedOut: a.timedOut,
    submittedAt: (a.submittedAt ?? a.deadlineAt).toISOString(),
    courseCompleted,
    questions: qs.map((q) => {
      const chosen = answers[String(q.id)] ?? [];
      const right = gradeExam([q], new Map([[q.id, chosen]]), 0).correct.length === 1;
      return {
        id: q.id,
        stem: q.stem,
        kind: q.kind,
        options: q.options,
        score: q.score,
        answer: q.answer,
        chosen,
        correct: right,
        explanation: q.explanation,
      };
    }),
  };
}

/** The caller's own attempt, locked; another account's is 404. */
async function ownAttempt(ctx: Ctx, tx: Tx, id: number) {
  const a = await attemptForUpdate(tx, id);
  if (!a || a.userId !== ctx.userId) throw notFound(KNOWLEDGE_MSG.attemptNotFound);
  const exam = await examById(tx, a.examId);
  if (!exam) throw notFound(KNOWLEDGE_MSG.attemptNotFound);
  return { a, exam, qs: await questionsOf(tx, exam.id) };
}

/**
 * Grades a submission on the server. Past the deadline (plus EXAM_GRACE_SECONDS) the attempt is
 * closed as timed out with no score. A pass may complete the course (completion.ts).
 */
export function submitExam(
  ctx: Ctx,
  id: number,
  b: { answers: { questionId: number; choice: number[] }[] },
): Promise<ExamResult> {
  return ctx.inTenant(async (tx) => {
    const { a, exam, qs } = await ownAttempt(ctx, tx, id);
    if (a.submittedAt) throw badRequest(KNOWLEDGE_MSG.attemptSubmitted);
    const known = new Set(qs.map((q) => q.id));
    if (b.answers.some((x) => !known.has(x.questionId))) throw badRequest(KNOWLEDGE_MSG.questionUnknown);
    const now = ctx.now();
    if (!withinDeadline(a.deadlineAt, now)) {
      const done = await expire(tx, a, qs, exam.passScore, now);
      return resultOf(done, exam, qs, false);
    }
    const map = new Map(b.answers.map((x) => [x.questionId, x.choice]));
    const grade = gradeExam(qs, map, exam.passScore);
    const answers = Object.fromEntries(b.answers.map((x) => [String(x.questionId), [...new Set(x.choice)]]));
    const done = await finishAttempt(tx, a.id, {
      submittedAt: now,
      answers,
      score: grade.score,
      passed: grade.passed,
      timedOut: false,
    });
    const completed = grade.passed ? await completeCourseIfDone(ctx, tx, ctx.userId, exam.courseId) : false;
    return resultOf(done, exam, qs, completed);
  });
}

/** GET: the result of the caller's submitted attempt (answers shown only now). */
export function examResult(ctx: Ctx, id: number): Promise<ExamResult> {
  return ctx.inTenant(async (tx) => {
    const { a, exam, qs } = await ownAttempt(ctx, tx, id);
    if (!a.submittedAt) throw badRequest(KNOWLEDGE_MSG.attemptNotSubmitted);
    const student = await findStudent(tx, ctx.userId, exam.courseId);
    return resultOf(a, exam, qs, student?.state === STUDENT_STATES.completed);
  });
}
