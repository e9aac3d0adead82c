import type { StudentView } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { courseProgress, requiredDone } from './completion.ts';
import { findItem } from './repo.ts';
import { type StudentRow, userNames } from './study-repo.ts';
import { studentViewOf } from './views.ts';

/** The view of one enrollment: course title, the learner's name, required items done, exam. */
export async function studentFor(tx: Tx, s: StudentRow, now: Date): Promise<StudentView> {
  const course = await findItem(tx, s.knowledgeId);
  const p = await courseProgress(tx, s.userId, s.knowledgeId);
  const names = await userNames(tx, [s.userId]);
  return studentViewOf(
    s,
    {
      userName: names.get(s.userId) ?? '',
      title: course?.item.title ?? '',
      cover: course?.item.cover ?? null,
      requiredCount: p.required.length,
      doneCount: requiredDone(p),
      hasExam: Boolean(p.exam),
      examPassed: p.stats.passed,
    },
    now,
  );
}
