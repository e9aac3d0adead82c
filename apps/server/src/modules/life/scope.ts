import type { FastifyRequest } from 'fastify';
import { type PatientRow, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { contextOf } from '../../plugins/request-context.ts';
import type { Services } from '../../services.ts';

export { CHINA_ZONE } from '@kanghu/shared';

export interface PatientScope {
  tx: Tx;
  viewer: Viewer;
  patient: PatientRow;
  projectId: number;
}

/**
 * Legacy adapter kept only for modules/diet and modules/growth, which have not moved to `(ctx,
 * input)` services yet (the life module itself no longer uses it): delete once they have. Runs
 * `fn` in the caller's tenant with a patient the caller may see (core/access.ts).
 */
export async function withPatient<T>(
  _services: Services,
  request: FastifyRequest,
  patientId: number,
  fn: (scope: PatientScope) => Promise<T>,
): Promise<T> {
  const ctx = contextOf(request);
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, patientId);
    return fn({ tx, viewer, patient, projectId: ctx.projectId });
  });
}
