import type { PatientView } from '@kanghu/shared';

/**
 * The current patient (spec 2 section 4): the stored one is kept and moved to the front,
 * otherwise the session's patient, otherwise the first; an empty list means none.
 */
export function orderPatients(
  list: PatientView[],
  storedId: number | null,
  sessionPatientId: number | null,
): { current: PatientView | null; ordered: PatientView[] } {
  if (list.length === 0) return { current: null, ordered: [] };
  const current =
    list.find((p) => p.id === storedId) ?? list.find((p) => p.id === sessionPatientId) ?? list[0] ?? null;
  const ordered = current ? [current, ...list.filter((p) => p !== current)] : list;
  return { current, ordered };
}
