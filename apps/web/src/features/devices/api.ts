import type { DeviceView } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const deviceKeys = {
  all: ['devices'] as const,
  mine: (project: string) => ['devices', project, 'mine'] as const,
};

/** GET /api/iot/device/mine: devices of every patient the account manages. */
export function useMyDevices() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: deviceKeys.mine(projectKey),
    queryFn: () => api.get<DeviceView[]>('/api/iot/device/mine', undefined, { silent: true }),
  });
}

/** DELETE /api/iot/device/unbind?id: the device stops uploading for the patient at once. */
export function useUnbindDevice() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<null>('/api/iot/device/unbind', { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
