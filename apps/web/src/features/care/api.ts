import type {
  HealthPathView,
  MultivariateView,
  PreSignBody,
  PreSignView,
  ServiceCommentBody,
  ServiceCommentView,
  ServiceItemView,
  SickbedBody,
  SickbedView,
} from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const careKeys = {
  all: ['care'] as const,
  sickbeds: (project: string, patientId: number) => ['care', project, 'sickbed', patientId] as const,
  services: (project: string, patientId: number, commented: string) =>
    ['care', project, 'services', patientId, commented] as const,
  comment: (project: string, type: string, id: number) => ['care', project, 'comment', type, id] as const,
  preSigns: (project: string, patientId: number) => ['care', project, 'preSign', patientId] as const,
  path: (project: string, patientId: number) => ['care', project, 'path', patientId] as const,
  flags: (project: string, patientId: number) => ['care', project, 'flags', patientId] as const,
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
    queryFn: () =>
      api.get<Page<SickbedView>>('/api/patient/sickbed', { patientId, pageSize: 50 }, { silent: true }),
  });
}

export function useApplySickbed() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SickbedBody) => api.post<SickbedView>('/api/patient/sickbed', body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/patient/sickbed/:id withdraws a pending application (state 3). */
export function useWithdrawSickbed() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.del<SickbedView>(`/api/patient/sickbed/${id}`),
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
      api.get<Page<ServiceItemView>>(
        '/api/patient/service/manage',
        { patientId, pageSize: 100, commented: commented === 'all' ? undefined : commented },
        { silent: true },
      ),
  });
}

export function useServiceComment(type: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.comment(projectKey, type, id),
    queryFn: () =>
      api.get<ServiceCommentView | null>(
        '/api/patient/service/comment',
        { serviceType: type, serviceId: id },
        { silent: true },
      ),
  });
}

export function useAddComment() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServiceCommentBody) =>
      api.post<ServiceCommentView>('/api/patient/service/comment', body),
    onSuccess: invalidate,
  });
}

// ---- pre-sign ----

export function usePreSigns(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.preSigns(projectKey, patientId),
    queryFn: () => api.get<PreSignView[]>('/api/patient/pre/sign', { patientId }, { silent: true }),
  });
}

export function useApplyPreSign() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PreSignBody) => api.post<PreSignView>('/api/patient/pre/sign', body),
    onSuccess: invalidate,
  });
}

export function useCancelPreSign() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.put<PreSignView>(`/api/patient/pre/sign/cancel/${id}`),
    onSuccess: invalidate,
  });
}

// ---- health path and archive flags ----

export function useHealthPath(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.path(projectKey, patientId),
    queryFn: () =>
      api.get<HealthPathView>('/api/patient/health/manage/path', { patientId }, { silent: true }),
  });
}

/** POST /api/multivariate/data/related/show?patientId (the id travels in the query string). */
export function useDataFlags(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: careKeys.flags(projectKey, patientId),
    queryFn: () =>
      api.post<MultivariateView>('/api/multivariate/data/related/show', undefined, {
        query: { patientId },
        silent: true,
      }),
  });
}
