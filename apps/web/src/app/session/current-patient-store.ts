import type { AppStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';

/** The stored current patient of a project (the same key the patient home reads). */
export function readCurrentPatientId(storage: AppStorage, project: string): number | null {
  const id = Number(storage.get(storage.scoped(project, STORAGE_KEYS.currentPatientId)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function writeCurrentPatientId(storage: AppStorage, project: string, id: number): void {
  storage.set(storage.scoped(project, STORAGE_KEYS.currentPatientId), String(id));
}
