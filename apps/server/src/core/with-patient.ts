import type { Tx } from '../db/database.ts';
import { type PatientRow, type Viewer, visiblePatient } from './access.ts';
import type { Ctx } from './context.ts';

export interface PatientScope {
  tx: Tx;
  viewer: Viewer;
  patient: PatientRow;
}

/**
 * Runs `fn` in one tenant transaction with a patient the caller may see (core/access.ts); another
 * account's, org's or project's patient answers 404 like a missing one.
 */
export function withPatient<T>(
  ctx: Ctx,
  patientId: number,
  fn: (scope: PatientScope) => Promise<T>,
): Promise<T> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return fn({ tx, viewer, patient: await visiblePatient(tx, viewer, patientId) });
  });
}
