import type { PatientDetail, PatientListItem } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { sessionKeys } from '../../app/session/queries.ts';

export interface RelationRow {
  id: number;
  patientId: number;
  userId: number;
  relation: string;
  sort: number;
  createdAt: string;
  patient: PatientListItem;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface BindCode {
  code: string;
  expiresAt: string;
  patientId: number;
}

export const patientKeys = {
  all: ['patients'] as const,
  relations: (project: string, search: string) => ['patients', project, 'relations', search] as const,
  detail: (project: string, id: number) => ['patients', project, 'detail', id] as const,
};

/** GET /api/patient/relation: the account's patients (masked), newest binding order. */
export function useRelations(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: patientKeys.relations(projectKey, search),
    queryFn: () =>
      api.get<Paged<RelationRow>>(
        '/api/patient/relation',
        { pageNo: 1, pageSize: 50, sortType: 'ctime_asc', search: search || undefined },
        { silent: true },
      ),
  });
}

/** GET /api/patient/:id: full ID and phone for an account bound to the patient. */
export function usePatient(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: patientKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.get<PatientDetail>(`/api/patient/${id}`, undefined, { silent: true }),
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

/** GET /api/patient/relation/bind/code/:code */
export function useBindByCode() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (code: string) =>
      api.get<PatientListItem>(`/api/patient/relation/bind/code/${encodeURIComponent(code)}`),
    onSuccess: () => refresh(),
  });
}

export interface NewPatientBody {
  name: string;
  idcard: string;
  relation: string;
  tel?: string;
}

/** POST /api/patient: a family member or child bound to this account. */
export function useCreatePatient() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (body: NewPatientBody) => api.post<PatientDetail>('/api/patient', body),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/patient/relation?patientId: this account stops managing the patient. */
export function useRemoveRelation() {
  const { api } = useApp();
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (patientId: number) => api.del<null>('/api/patient/relation', { query: { patientId } }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/patient/relation/bind/code: a code a relative enters to manage the patient too. */
export function useCreateBindCode() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: { patientId: number; relation: string }) =>
      api.post<BindCode>('/api/patient/relation/bind/code', body),
  });
}
