import type {
  CallInput,
  CallOutput,
  PreSignBody,
  ServiceCommentBody,
  ServiceType,
  SickbedBody,
} from '@kanghu/shared';
import { careData, careOrders, familyMember } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const careKeys = {
  all: ['care'] as const,
  sickbeds: (project: string, patientId: number) => ['care', project, 'sickbed', patientId] as const,
  services: (project: string, patientId: number, commented: string) =>
    ['care', project, 'services', patientId, commented] as const,
  comment: (project: string, type: string, id: number) => ['care', project, 'comment', type, id] as const,
  preSigns: (project: string, patientId: number) => ['care', project, 'preSign', patientId] as const,
  path: (project: string, patientId: number) => ['care', project, 'path', patientId] as const,
  flags: (project: string, patientId: number) => ['care', project, 'flags', patientId] as const,
  familyMembers: (project: string) => ['care', project, 'family-members'] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...careKeys.all, projectKey] });
}

// ---- home sickbed ----

export function useSickbeds(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.sickbeds(projectKey, patientId),
    queryFn: () => api.call(careOrders.sickbedList, { query: { patientId, pageSize: 50 } }, { silent: true }),
  });
}

export function useApplySickbed() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SickbedBody) => api.call(careOrders.sickbedApply, { body }),
    onSuccess: invalidate,
  });
}

/** Withdraws a pending application (state 3). */
export function useWithdrawSickbed() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(careOrders.sickbedWithdraw, { params: { id } }),
    onSuccess: invalidate,
  });
}

// ---- services and comments ----

export type CommentFilter = 'all' | '0' | '1';

export function useServices(patientId: number, commented: CommentFilter) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.services(projectKey, patientId, commented),
    queryFn: () =>
      api.call(
        careOrders.serviceList,
        { query: { patientId, pageSize: 100, ...(commented === 'all' ? {} : { commented }) } },
        { silent: true },
      ),
  });
}

export function useServiceComment(type: ServiceType, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.comment(projectKey, type, id),
    queryFn: () =>
      api.call(careOrders.serviceComment, { query: { serviceType: type, serviceId: id } }, { silent: true }),
  });
}

export function useAddComment() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServiceCommentBody) => api.call(careOrders.serviceCommentAdd, { body }),
    onSuccess: invalidate,
  });
}

// ---- pre-sign ----

export function usePreSigns(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.preSigns(projectKey, patientId),
    queryFn: () => api.call(careOrders.preSignList, { query: { patientId } }, { silent: true }),
  });
}

export function useApplyPreSign() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PreSignBody) => api.call(careOrders.preSignApply, { body }),
    onSuccess: invalidate,
  });
}

export function useCancelPreSign() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(careOrders.preSignCancel, { params: { id } }),
    onSuccess: invalidate,
  });
}

// ---- health path and archive flags ----

export function useHealthPath(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.path(projectKey, patientId),
    queryFn: () => api.call(careData.healthPath, { query: { patientId } }, { silent: true }),
  });
}

/** Which data areas of the patient have data (the id travels in the query string of a POST). */
export function useDataFlags(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.flags(projectKey, patientId),
    queryFn: () => api.call(careData.multivariate, { query: { patientId } }, { silent: true }),
  });
}

export type FamilyMemberView = CallOutput<typeof familyMember.create>;
export type FamilyMemberBody = CallInput<typeof familyMember.create>['body'];

/** GET /api/patient/yzh/family/member: the account's family members with their audit state. */
export function useFamilyMembers() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.familyMembers(projectKey),
    queryFn: () => api.call(familyMember.list, { query: { pageSize: 50 } }, { silent: true }),
  });
}

export function useAddFamilyMember() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyMemberBody) => api.call(familyMember.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.familyMembers(projectKey) }),
  });
}
