import { courseComplete, itemDone, STUDENT_STATES } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { awardPoints } from '../points/ledger.ts';
import { attemptStats, examOfCourse, questionsOf } from './exam-repo.ts';
import { courseItems, findItem } from './repo.ts';
import { findStudent, playsOf, updateStudent } from './study-repo.ts';

/** A learner's progress in a course: its items with plays, done items, required items, exam. */
export async function courseProgress(tx: Tx, userId: number, courseId: number) {
  const items = await courseItems(tx, courseId);
  const plays = await playsOf(
    tx,
    userId,
    items.map((i) => i.itemId),
  );
  const done = new Set(
    items.filter((i) => itemDone(plays.get(i.itemId)?.maxProgressPer ?? 0)).map((i) => i.itemId),
  );
  const required = items.filter((i) => i.required).map((i) => i.itemId);
  const exam = await examOfCourse(tx, courseId);
  const questions = exam ? await questionsOf(tx, exam.id) : [];
  const stats = exam ? await attemptStats(tx, exam.id, userId) : { attempts: 0, best: null, passed: false };
  return { items, plays, done, required, exam, questions, stats };
}

export type CourseProgress = Awaited<ReturnType<typeof courseProgress>>;

export function requiredDone(p: CourseProgress): number {
  return p.required.filter((id) => p.done.has(id)).length;
}

/**
 * THE place a course completes (issue 14): called after a play is saved and after an exam is
 * submitted. When the learner is enrolled and learning, not past the end time, every required
 * item is done and the exam (if any) passed, the enrollment moves to completed (state 1,
 * completedAt), the course-completion points are paid in the same transaction (once per course:
 * the ledger is idempotent per course id) and this answers true, once.
 */
export async function completeCourseIfDone(
  ctx: Ctx,
  tx: Tx,
  userId: number,
  courseId: number,
): Promise<boolean> {
  const student = await findStudent(tx, userId, courseId);
  if (!student || student.state !== STUDENT_STATES.learning) return false;
  if (student.endTime && student.endTime < ctx.now()) return false;
  const p = await courseProgress(tx, userId, courseId);
  const complete = courseComplete({
    requiredItemIds: p.required,
    doneItemIds: p.done,
    hasExam: Boolean(p.exam),
    examPassed: p.stats.passed,
  });
  if (!complete) return false;
  await updateStudent(tx, student.id, { state: STUDENT_STATES.completed, completedAt: ctx.now() });
  const course = await findItem(tx, courseId);
  await awardPoints(tx, {
    projectId: ctx.projectId,
    userId,
    rule: 'course_complete',
    ref: courseId,
    now: ctx.now(),
    note: course?.item.title,
  });
  return true;
}
