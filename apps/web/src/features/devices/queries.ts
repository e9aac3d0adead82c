import type { bindDeviceBody, watchBindBody } from '@kanghu/shared';
import { device } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the devices resource: everything of a project sits under one prefix. */
export const deviceKeys = {
  all: ['devices'] as const,
  mine: (project: string) => ['devices', project, 'mine'] as const,
  watch: (project: string, patientId: number) => ['devices', project, 'watch', patientId] as const,
};

/** Devices of every patient the account manages. */
export function useMyDevices() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: deviceKeys.mine(projectKey),
    queryFn: () => api.call(device.mine, { query: {} }, { silent: true }),
  });
}

/** Unbind by id: the device stops uploading for the patient at once. */
export function useUnbindDevice() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(device.unbind, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** The patient's watch, or null. */
export function useWatch(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: deviceKeys.watch(projectKey, patientId),
    queryFn: () => api.call(device.watch, { query: { patientId } }, { silent: true }),
  });
}

export function useBindWatch() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof watchBindBody>) => api.call(device.bindWatch, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** Binds a Bluetooth device found by a scan. */
export function useBindBleDevice() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof bindDeviceBody>) => api.call(device.bind, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
