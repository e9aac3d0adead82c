import type { CallInput } from '@kanghu/shared';
import { patient, patientRelation } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { sessionKeys } from '../../app/session/queries.ts';

export const patientKeys = {
  all: ['patients'] as const,
  relations: (project: string, search: string) => ['patients', project, 'relations', search] as const,
  detail: (project: string, id: number) => ['patients', project, 'detail', id] as const,
};

/** The account's patients (masked), in binding order. */
export function useRelations(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: patientKeys.relations(projectKey, search),
    queryFn: () =>
      api.call(
        patientRelation.list,
        { query: { pageNo: 1, pageSize: 50, sortType: 'ctime_asc', search: search || undefined } },
        { silent: true },
      ),
  });
}

/** Full ID and phone for an account bound to the patient. */
export function usePatient(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: patientKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.call(patient.get, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** After a change of the account's patients: the lists and the session (patient switcher) again. */
function useRefreshPatients() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: patientKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.mine(projectKey) }),
    ]);
}

/** Binds the patient of a relative's code to this account. */
export function useBindByCode() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (code: string) => api.call(patientRelation.bindByCode, { params: { code } }),
    onSuccess: () => refresh(),
  });
}

export type NewPatientBody = CallInput<typeof patient.create>['body'];

/** A family member or child bound to this account. */
export function useCreatePatient() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (body: NewPatientBody) => api.call(patient.create, { body }),
    onSuccess: () => refresh(),
  });
}

/** This account stops managing the patient. */
export function useRemoveRelation() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (patientId: number) => api.call(patientRelation.remove, { query: { patientId } }),
    onSuccess: () => refresh(),
  });
}

/** A code a relative enters to manage the patient too. */
export function useCreateBindCode() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: CallInput<typeof patientRelation.createBindCode>['body']) =>
      api.call(patientRelation.createBindCode, { body }),
  });
}
