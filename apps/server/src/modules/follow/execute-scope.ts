import { type PatientRow, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import type { PlanRow } from './plan-repo.ts';
import { visiblePlan } from './plan-service.ts';

/**
 * Runs `fn` in the tenant transaction with the plan and patient the caller may execute (404
 * otherwise): the doctor's org by default; the AI platform passes its district scope.
 */
export type ExecuteScope = <T>(
  fn: (tx: Tx, viewer: Viewer, plan: PlanRow, patient: PatientRow) => Promise<T>,
) => Promise<T>;

export const orgScope =
  (ctx: Ctx, id: number): ExecuteScope =>
  (fn) =>
    ctx.inTenant(async (tx) => {
      const viewer = await ctx.viewer(tx);
      const plan = await visiblePlan(tx, viewer, id);
      return fn(tx, viewer, plan, await visiblePatient(tx, viewer, plan.patientId));
    });
