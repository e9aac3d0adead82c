import type { FastifyRequest } from 'fastify';
import { loadViewer, type PatientRow, type Viewer, visiblePatient } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export type Scoped<T> = (tx: Tx, viewer: Viewer, session: SessionRecord) => Promise<T>;

/** Runs `fn` in the caller's project with their visibility rules (patients/access.ts). */
export function scoped<T>(services: Services, request: FastifyRequest, fn: Scoped<T>): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => fn(tx, await loadViewer(tx, session), session));
}

/**
 * A row exists and its patient is visible, else 404 with `msg` (the same for both, so nothing
 * leaks about rows of another account, org or project). Answers the row and its patient.
 */
export async function visibleRow<T extends { patientId: number }>(
  tx: Tx,
  viewer: Viewer,
  row: T | undefined,
  msg: string,
): Promise<{ row: T; patient: PatientRow }> {
  if (!row) throw notFound(msg);
  try {
    return { row, patient: await visiblePatient(tx, viewer, row.patientId) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(msg);
    throw error;
  }
}

export function pageRange(q: { pageNo: number; pageSize: number }) {
  return { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
