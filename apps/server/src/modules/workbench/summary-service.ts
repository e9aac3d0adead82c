import type { WorkbenchSummary } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { pendingSickbedCountForOrg } from '../care/sickbed-repo.ts';
import { unhandledGrowthFlagCount } from '../growth/flags-repo.ts';
import { scopeCondition } from '../patients/list-service.ts';
import { riskScope, unhandledRiskCount } from '../questionnaire/risk-repo.ts';
import { pendingReferralCountFor, pendingReferralCountForOrg } from '../referral/repo.ts';
import { patientCounts, unreadSystemMessages } from './summary-repo.ts';

/**
 * GET /api/doctor/workbench/summary: the doctor home's numbers in one transaction. A doctor
 * counts their own patients and the referrals addressed to them; an assistant or org admin
 * (no doctor record) counts the org's patients and referrals. Sickbed applications are the org's
 * (reviewed by the org). A servicer without an org sees the patient counts of what they see and
 * zero referrals and sickbeds.
 */
export function workbenchSummaryOf(ctx: Ctx): Promise<WorkbenchSummary> {
  const now = ctx.now();
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    // Assistants have a doctors row too (is_assistant): only the role tells a doctor apart.
    const doctorId = viewer.kind === 'org' && ctx.session?.role === 'doctor' ? viewer.doctorId : null;
    const scope = doctorId !== null ? 'mine' : 'all';
    const counts = await patientCounts(tx, await scopeCondition(tx, viewer, scope), now);
    const orgId = viewer.kind === 'org' ? viewer.orgId : null;
    const pendingReferrals =
      doctorId !== null
        ? await pendingReferralCountFor(tx, doctorId)
        : orgId !== null
          ? await pendingReferralCountForOrg(tx, orgId)
          : 0;
    return {
      scope,
      ...counts,
      pendingReferrals,
      pendingSickbeds: orgId !== null ? await pendingSickbedCountForOrg(tx, orgId) : 0,
      unreadMessages: await unreadSystemMessages(tx, viewer.userId),
      highRiskQuestions: await unhandledRiskCount(tx, riskScope(viewer, doctorId !== null)),
      growthFlags: await unhandledGrowthFlagCount(tx, riskScope(viewer, doctorId !== null)),
    };
  });
}
