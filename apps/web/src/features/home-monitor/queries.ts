import type { MonitorTaskBody, MonitorTaskState, MonitorType } from '@kanghu/shared';
import { homeMonitor } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const monitorKeys = {
  all: (project: string) => ['home-monitor', project] as const,
  list: (project: string, patientId: number | null, state: MonitorTaskState | 'all') =>
    ['home-monitor', project, 'list', patientId, state] as const,
  detail: (project: string, id: number) => ['home-monitor', project, 'detail', id] as const,
  config: (project: string) => ['home-monitor', project, 'config'] as const,
};

/** Tasks of a patient (or of the servicer's scope when patientId is null). */
export function useMonitorTasks(patientId: number | null, state: MonitorTaskState | 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.list(projectKey, patientId, state),
    queryFn: () =>
      api.call(
        homeMonitor.list,
        {
          query: {
            ...(patientId === null ? {} : { patientId }),
            ...(state === 'all' ? {} : { state }),
            pageSize: 50,
          },
        },
        { silent: true },
      ),
  });
}

export function useMonitorTask(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.detail(projectKey, id),
    queryFn: () => api.call(homeMonitor.detail, { params: { id } }, { silent: true }),
  });
}

export function useMonitorConfig() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.config(projectKey),
    queryFn: () => api.call(homeMonitor.config, {}, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

export function useCreateMonitorTasks() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MonitorTaskBody) => api.call(homeMonitor.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all(projectKey) }),
  });
}

export function useTerminateMonitorTask() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { patientId: number; monitorTypes: MonitorType[] }) =>
      api.call(homeMonitor.terminate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all(projectKey) }),
  });
}
