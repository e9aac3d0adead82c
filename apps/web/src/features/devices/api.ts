import type { bindDeviceBody, DeviceView, WatchView, watchBindBody } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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

/** GET /api/patient/yk/fuyun/watch?patientId: the patient's watch, or null. */
export function useWatch(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...deviceKeys.all, projectKey, 'watch', patientId],
    queryFn: () => api.get<WatchView | null>('/api/patient/yk/fuyun/watch', { patientId }, { silent: true }),
  });
}

/** POST /api/patient/yk/fuyun/watch/bind */
export function useBindWatch() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof watchBindBody>) =>
      api.post<WatchView>('/api/patient/yk/fuyun/watch/bind', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** POST /api/iot/device/bind for a Bluetooth device found by a scan. */
export function useBindBleDevice() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof bindDeviceBody>) =>
      api.post<DeviceView & { secret: string }>('/api/iot/device/bind', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
