import type { LungReportBody } from '@kanghu/shared';
import { lung } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const LUNG_PAGE_SIZE = 10;

/** Query keys of the lung-function reports. */
export const lungKeys = {
  all: (project: string) => ['lung', project] as const,
  list: (project: string, pageNo: number) => ['lung', project, 'list', pageNo] as const,
};

export function useLungReports(pageNo: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lungKeys.list(projectKey, pageNo),
    queryFn: () => api.call(lung.list, { query: { pageNo, pageSize: LUNG_PAGE_SIZE } }, { silent: true }),
  });
}

export function useAddLungReport() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LungReportBody) => api.call(lung.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lungKeys.all(projectKey) }),
  });
}
