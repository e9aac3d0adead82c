import type { PatientView, SessionInfo } from '@kanghu/shared';
import { useSearchParams } from 'react-router';
import { useApp } from '../app-context.ts';
import { orderPatients } from './current-patient.ts';
import { readCurrentPatientId } from './current-patient-store.ts';
import { useSession } from './queries.ts';

/**
 * The patient a health screen shows: `?patientId=` when it is one of the account's patients,
 * otherwise the current patient of the switcher (stored, then the session's, then the first).
 */
export function pickPatient(
  session: SessionInfo,
  queryId: number | null,
  storedId: number | null,
): PatientView | null {
  const fromQuery = queryId ? session.patientList.find((p) => p.id === queryId) : undefined;
  return fromQuery ?? orderPatients(session.patientList, storedId, session.patient?.id ?? null).current;
}

export function useCurrentPatient() {
  const { storage, projectKey } = useApp();
  const [params] = useSearchParams();
  const session = useSession();
  const queryId = Number(params.get('patientId')) || null;
  const patient = session.data
    ? pickPatient(session.data, queryId, readCurrentPatientId(storage, projectKey))
    : null;
  return { session, patient };
}
