import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';

export interface AcceptedAnswer {
  answerId: number;
  questionId: number;
  /** The answer's author, who earns points. */
  answerUserId: number;
}

/**
 * Called inside the accepting transaction when a question's author accepts an answer
 * (PUT /api/education/circle/question/answer/:id/accept). The points branch (issue 14 section 3)
 * wires its ledger entry here at merge, e.g. `await earnPoints(ctx, tx, { userId:
 * a.answerUserId, rule: 'answerAccepted', refId: a.answerId })`; until then it only logs.
 */
export async function onAnswerAccepted(ctx: Ctx, _tx: Tx, a: AcceptedAnswer): Promise<void> {
  ctx.log.info({ answerId: a.answerId, questionId: a.questionId }, 'circle answer accepted');
}
