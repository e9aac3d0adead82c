import type { FastifyRequest } from 'fastify';
import { loadViewer, type PatientRow, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export interface PatientScope {
  tx: Tx;
  viewer: Viewer;
  patient: PatientRow;
  projectId: number;
}

/**
 * Runs `fn` in the caller's tenant with a patient the caller may see (modules/patients/access.ts);
 * another account's, org's or project's patient answers 404 like a missing one.
 */
export async function withPatient<T>(
  services: Services,
  request: FastifyRequest,
  patientId: number,
  fn: (scope: PatientScope) => Promise<T>,
): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, patientId);
    return fn({ tx, viewer, patient, projectId: session.projectId });
  });
}

/** The China-time day (YYYY-MM-DD) of a timestamp column, for SQL grouping. */
export const CHINA_ZONE = 'Asia/Shanghai';
