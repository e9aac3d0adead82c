import type {
  MonitorManageConfig,
  MonitorTaskBody,
  MonitorTaskDetail,
  MonitorTaskPage,
  MonitorTaskState,
  MonitorTaskView,
  MonitorType,
} from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

const BASE = '/api/patient/yzh/home/health/monitor/task';

export const monitorKeys = {
  all: (project: string) => ['home-monitor', project] as const,
  list: (project: string, patientId: number | null, state: MonitorTaskState | 'all') =>
    ['home-monitor', project, 'list', patientId, state] as const,
  detail: (project: string, id: number) => ['home-monitor', project, 'detail', id] as const,
  config: (project: string) => ['home-monitor', project, 'config'] as const,
};

/** GET .../task: tasks of a patient (or of the servicer's scope when patientId is null). */
export function useMonitorTasks(patientId: number | null, state: MonitorTaskState | 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.list(projectKey, patientId, state),
    queryFn: () =>
      api.get<MonitorTaskPage>(
        BASE,
        { patientId: patientId ?? undefined, state: state === 'all' ? undefined : state, pageSize: 50 },
        { silent: true },
      ),
  });
}

export function useMonitorTask(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.detail(projectKey, id),
    queryFn: () => api.get<MonitorTaskDetail>(`${BASE}/detail/${id}`, undefined, { silent: true }),
  });
}

export function useMonitorConfig() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: monitorKeys.config(projectKey),
    queryFn: () => api.get<MonitorManageConfig>(`${BASE}/config/monitorManage`, undefined, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

export function useCreateMonitorTasks() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MonitorTaskBody) => api.post<MonitorTaskView[]>(BASE, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all(projectKey) }),
  });
}

export function useTerminateMonitorTask() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { patientId: number; monitorTypes: MonitorType[] }) =>
      api.post<{ terminated: number }>(`${BASE}/terminate`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all(projectKey) }),
  });
}
