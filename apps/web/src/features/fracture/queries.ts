import type { FraxBody } from '@kanghu/shared';
import { frax } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the fracture-risk assessments. */
export const fraxKeys = {
  all: (project: string) => ['frax', project] as const,
  patient: (project: string, patientId: number) => ['frax', project, 'patient', patientId] as const,
  detail: (project: string, id: number) => ['frax', project, 'detail', id] as const,
};

export function useFraxHistory(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: fraxKeys.patient(projectKey, patientId),
    queryFn: () => api.call(frax.list, { query: { patientId } }, { silent: true }),
  });
}

export function useFraxDetail(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: fraxKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.call(frax.detail, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useAddFrax() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FraxBody) => api.call(frax.add, { body }),
    onSuccess: (row) => {
      queryClient.setQueryData(fraxKeys.detail(projectKey, row.id), row);
      return queryClient.invalidateQueries({ queryKey: fraxKeys.patient(projectKey, row.patientId) });
    },
  });
}
