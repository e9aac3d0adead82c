import { isHighRisk, type QuestionRecordView } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { riskRecipients } from './risk-repo.ts';

/**
 * Tells the patient's doctor (and whoever assigned the questionnaire to the patient) about a
 * high-risk answer at once (QUESTION_HIGH_RISK). Called after the record is committed; a failed
 * push never fails the submit (the dashboard's 高风险问卷 count has the record either way).
 */
export async function notifyHighRisk(ctx: Pick<OpenCtx, 'push' | 'log' | 'inTenant'>, r: QuestionRecordView) {
  if (!isHighRisk(r)) return;
  try {
    const userIds = await ctx.inTenant((tx) => riskRecipients(tx, r.patientId, r.questionId));
    for (const userId of userIds)
      await ctx.push(userId, 'QUESTION_HIGH_RISK', {
        recordId: r.id,
        patientId: r.patientId,
        questionName: r.questionName,
        level: r.level,
      });
  } catch (err) {
    ctx.log.warn({ err, recordId: r.id }, 'high-risk questionnaire push failed');
  }
}
