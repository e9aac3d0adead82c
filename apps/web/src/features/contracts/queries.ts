import type {
  CallInput,
  ContractBody,
  ContractQuery,
  PreSignReviewBody,
  RenewBody,
  TerminateBody,
} from '@kanghu/shared';
import { contract, patient } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { careKeys } from '../care/queries.ts';

type MonitorQuery = CallInput<typeof contract.monitor>['query'];

export const contractKeys = {
  all: ['contracts'] as const,
  list: (project: string, q: ContractQuery) => ['contracts', project, 'list', q] as const,
  counts: (project: string, mine: boolean) => ['contracts', project, 'counts', mine] as const,
  one: (project: string, id: number) => ['contracts', project, 'one', id] as const,
  applications: (project: string, state: number) => ['contracts', project, 'applications', state] as const,
  monitor: (project: string, q: MonitorQuery) => ['contracts', project, 'monitor', q] as const,
  monitorOne: (project: string, patientId: number) =>
    ['contracts', project, 'monitor-one', patientId] as const,
  patients: (project: string, search: string) => ['contracts', project, 'patients', search] as const,
};

/** After any move: every contract list, count and detail, and the resident's pre-sign screen. */
function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...contractKeys.all, projectKey] }),
      queryClient.invalidateQueries({ queryKey: [...careKeys.all, projectKey] }),
    ]);
}

export function useContracts(query: ContractQuery, enabled = true) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.list(projectKey, query),
    queryFn: () => api.call(contract.list, { query }, { silent: true }),
    enabled,
  });
}

export function useContractCounts(mine: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.counts(projectKey, mine),
    queryFn: () => api.call(contract.counts, { query: mine ? { mine: '1' } : {} }, { silent: true }),
  });
}

export function useContract(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.one(projectKey, id),
    queryFn: () => api.call(contract.detail, { params: { id } }, { silent: true }),
  });
}

export function useApplications(state: number, enabled = true) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.applications(projectKey, state),
    queryFn: () => api.call(contract.reviewList, { query: { state, pageSize: 50 } }, { silent: true }),
    enabled,
  });
}

export function useFamilyMonitor(query: MonitorQuery) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.monitor(projectKey, query),
    queryFn: () => api.call(contract.monitor, { query }, { silent: true }),
  });
}

export function useFamilyMonitorDetail(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.monitorOne(projectKey, patientId),
    queryFn: () => api.call(contract.monitorDetail, { params: { patientId } }, { silent: true }),
  });
}

/** The patients the doctor sees, searched by name, phone or ID number (to offer a contract). */
export function usePatientSearch(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: contractKeys.patients(projectKey, search),
    queryFn: () =>
      api.call(patient.list, { query: { pageSize: 20, ...(search ? { search } : {}) } }, { silent: true }),
  });
}

export function useOfferContract() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ContractBody) => api.call(contract.create, { body }),
    onSuccess: invalidate,
  });
}

export function useConfirmContract() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(contract.confirm, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useTerminateContract() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TerminateBody }) =>
      api.call(contract.terminate, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRenewContract() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RenewBody }) =>
      api.call(contract.renew, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useReviewApplication() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PreSignReviewBody }) =>
      api.call(contract.review, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
