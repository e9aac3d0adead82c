import type { LungReportBody, LungReportPage, LungReportView } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

const URL = '/api/patient/report/lung/function/collection';
export const LUNG_PAGE_SIZE = 10;

export function useLungReports(pageNo: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['lung', projectKey, 'list', pageNo],
    queryFn: () => api.get<LungReportPage>(URL, { pageNo, pageSize: LUNG_PAGE_SIZE }, { silent: true }),
  });
}

export function useAddLungReport() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LungReportBody) => api.post<LungReportView>(URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lung', projectKey] }),
  });
}
