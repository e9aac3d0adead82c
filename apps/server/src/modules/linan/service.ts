import type { LinanEntryBody, LinanEntryView } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import { visiblePatientByIdcard } from '../patients/repo.ts';

export const ENTRY_NOT_FOUND = '未找到该就诊人，请先绑定';

/**
 * POST /api/patient/linan/entry: the patient with this ID number among those the caller sees
 * (a customer: the patients bound to the account). Anyone else's, or no one's: 404, so the answer
 * never tells whether the number exists.
 */
export function resolveEntry(ctx: Ctx, body: LinanEntryBody): Promise<LinanEntryView> {
  return ctx.inTenant(async (tx) => {
    const hit = await visiblePatientByIdcard(tx, await ctx.viewer(tx), body.idcard);
    if (!hit) throw notFound(ENTRY_NOT_FOUND);
    return { patientId: hit.p.id, name: hit.p.name };
  });
}
