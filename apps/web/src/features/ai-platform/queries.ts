import type { LocalBindBody } from '@kanghu/shared';
import { localYzh } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the AI platform (issue 16); every list key starts with the district. */
export const aiKeys = {
  all: (project: string) => ['ai', project] as const,
  binding: (project: string) => ['ai', project, 'binding'] as const,
  metadata: (project: string, area: string) => ['ai', project, area, 'metadata'] as const,
  district: (project: string, area: string) => ['ai', project, area] as const,
};

/** GET /api/doctor/yzh/bind: the servicer's district account (null when not bound). */
export function useLocalBinding(enabled = true) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiKeys.binding(projectKey),
    queryFn: () => api.call(localYzh.binding, {}, { silent: true }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/local/yzh/:localAreaCode/metadata. */
export function useDistrictMetadata(localAreaCode: string | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiKeys.metadata(projectKey, localAreaCode ?? ''),
    queryFn: () =>
      api.call(localYzh.metadata, { params: { localAreaCode: localAreaCode ?? '' } }, { silent: true }),
    enabled: localAreaCode !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/doctor/yzh/bind; the AI queries refetch afterwards. */
export function useBindLocal() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalBindBody) => api.call(localYzh.bind, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.all(projectKey) }),
  });
}

/** DELETE /api/doctor/yzh/bind. */
export function useUnbindLocal() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(localYzh.unbind, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.all(projectKey) }),
  });
}
