import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { awardPoints } from '../points/ledger.ts';

export interface AcceptedAnswer {
  answerId: number;
  questionId: number;
  /** The answer's author, who earns points. */
  answerUserId: number;
}

/**
 * Called inside the accepting transaction when a question's author accepts an answer
 * (PUT /api/education/circle/question/answer/:id/accept): the answer's author earns the
 * project's answer_accepted points, once per answer (the ledger is idempotent per answer id).
 */
export async function onAnswerAccepted(ctx: Ctx, tx: Tx, a: AcceptedAnswer): Promise<void> {
  await awardPoints(tx, {
    projectId: ctx.projectId,
    userId: a.answerUserId,
    rule: 'answer_accepted',
    ref: a.answerId,
    now: ctx.now(),
  });
}
