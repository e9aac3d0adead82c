import { STUDENT_STATES } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { courseProgress } from './completion.ts';
import { itemsByIds } from './repo.ts';
import { listStudents } from './study-repo.ts';
import { studentFor } from './study-views.ts';
import { examSummaryOf, isPublished, knowledgeViewOf } from './views.ts';

const MAX_TASKS = 50;

/**
 * Learn tasks (the caller is a learner: items not published are left out): the caller's courses in progress (joined or assigned, learning, not past the end
 * time first), each with its items (done or not) and its exam.
 */
export function learnTasks(ctx: Ctx) {
  return ctx.inTenant(async (tx) => {
    const now = ctx.now();
    const { rows } = await listStudents(tx, { userId: ctx.userId }, 0, MAX_TASKS);
    const out = [];
    for (const s of rows.filter((r) => r.state === STUDENT_STATES.learning)) {
      const p = await courseProgress(tx, ctx.userId, s.knowledgeId);
      const found = await itemsByIds(
        tx,
        p.items.map((i) => i.itemId),
      );
      const byId = new Map(found.filter((r) => isPublished(r.item, now)).map((r) => [r.item.id, r]));
      const items = p.items.flatMap((ci) => {
        const r = byId.get(ci.itemId);
        if (!r) return [];
        return [
          {
            ...knowledgeViewOf(r, now),
            required: ci.required,
            done: p.done.has(ci.itemId),
            progressPer: p.plays.get(ci.itemId)?.progressPer ?? 0,
          },
        ];
      });
      const student = await studentFor(tx, s, now);
      out.push({ student, items, exam: p.exam ? examSummaryOf(p.exam, p.questions, p.stats) : null });
    }
    return out.sort((a, b) => Number(a.student.expired) - Number(b.student.expired));
  });
}
