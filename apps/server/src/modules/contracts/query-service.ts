import {
  addDaysToDate,
  type ContractCounts,
  chinaDay,
  type contractCountQuery,
  type contractQuery,
  RENEWAL_REMINDER_DAYS,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { contractPage } from './repo.ts';
import { pendingApplicationCount } from './review-repo.ts';
import { openContract } from './service.ts';
import { contractCountsFor } from './status-repo.ts';
import { contractView } from './views.ts';

/** GET /api/patient/sign/contract: the contracts the caller sees (a resident's: their own patients'). */
export function listContracts(ctx: Ctx, q: z.output<typeof contractQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined && viewer.kind === 'customer')
      await visiblePatient(tx, viewer, q.patientId);
    const today = chinaDay(ctx.now());
    const { rows, total } = await contractPage(
      tx,
      viewer,
      {
        state: q.state,
        patientId: q.patientId,
        search: q.search || undefined,
        doctorId: q.mine === '1' ? (viewer.doctorId ?? -1) : undefined,
        endingBy: q.expiring === '1' ? addDaysToDate(today, RENEWAL_REMINDER_DAYS) : undefined,
      },
      q,
    );
    return pageOf(
      rows.map((r) => contractView(r, viewer, today, false)),
      total,
      q,
    );
  });
}

/** GET /api/patient/sign/contract/count: the caller's (or their org's) contracts by state. */
export function contractCounts(ctx: Ctx, q: z.output<typeof contractCountQuery>): Promise<ContractCounts> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const mine = q.mine === '1' ? (viewer.doctorId ?? -1) : undefined;
    const counts = await contractCountsFor(tx, viewer, chinaDay(ctx.now()), mine);
    return { ...counts, applications: await pendingApplicationCount(tx, viewer, mine) };
  });
}

export function contractDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return contractView(await openContract(tx, viewer, id), viewer, chinaDay(ctx.now()), true);
  });
}
