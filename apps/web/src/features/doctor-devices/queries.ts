import type { approveApplicationBody, bindDeviceBody, MeasurementType } from '@kanghu/shared';
import { device, patient } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';

const PAGE_SIZE = 20;

/** Query keys of the doctor's device screens: one prefix per project, so a bind refetches them all. */
export const doctorDeviceKeys = {
  all: (project: string) => ['doctor-devices', project] as const,
  list: (project: string, f: DeviceFilter) => ['doctor-devices', project, 'list', f] as const,
  one: (project: string, id: number) => ['doctor-devices', project, 'one', id] as const,
  serial: (project: string, serial: string) => ['doctor-devices', project, 'serial', serial] as const,
  records: (project: string, f: RecordFilter) => ['doctor-devices', project, 'records', f] as const,
  applications: (project: string, state: number | null) =>
    ['doctor-devices', project, 'applications', state] as const,
  specs: (project: string) => ['doctor-devices', project, 'specs'] as const,
  patients: (project: string, search: string) => ['doctor-devices', project, 'patients', search] as const,
};

export interface DeviceFilter {
  search?: string;
  measureType?: MeasurementType;
}
export interface RecordFilter {
  patientId: number;
  deviceId?: number;
}

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: doctorDeviceKeys.all(projectKey) });
}

/** Devices of the org's patients, newest bind first, 20 a page. */
export function useDoctorDevices(filter: DeviceFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: doctorDeviceKeys.list(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        device.doctorDevices,
        { query: { ...filter, pageNo: pageParam, pageSize: PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

/** One device of the org's patients (null when not among them). */
export function useDoctorDevice(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorDeviceKeys.one(projectKey, id ?? 0),
    queryFn: async () => {
      const page = await api.call(device.doctorDevices, { query: { deviceId: id ?? 0 } }, { silent: true });
      return page.list[0] ?? null;
    },
    enabled: id !== null,
  });
}

/** The device of the org's patients with exactly this serial, or null (a new device). */
export function useDeviceBySerial(serial: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorDeviceKeys.serial(projectKey, serial),
    queryFn: async () => {
      const page = await api.call(device.doctorDevices, { query: { search: serial } }, { silent: true });
      return page.list.find((d) => d.serial.toUpperCase() === serial.toUpperCase()) ?? null;
    },
    enabled: serial !== '',
  });
}

/** A patient's device readings, 20 a page, with the patient and their devices. */
export function useDeviceRecords(filter: RecordFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: doctorDeviceKeys.records(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        device.doctorDeviceRecords,
        { query: { ...filter, pageNo: pageParam, pageSize: PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
    enabled: filter.patientId > 0,
  });
}

/** Device applications of the org (state null: all), newest first. */
export function useDeviceApplications(state: number | null) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: doctorDeviceKeys.applications(projectKey, state),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        device.applications,
        { query: { pageNo: pageParam, pageSize: PAGE_SIZE, ...(state === null ? {} : { state }) } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useDeviceSpecs() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorDeviceKeys.specs(projectKey),
    queryFn: () => api.call(device.specs, { body: {} }, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The org's patients found by a name fragment, a whole phone or ID number (masked). */
export function useIdentifyPatients(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorDeviceKeys.patients(projectKey, search),
    queryFn: () => api.call(patient.list, { query: { pageSize: 20, search } }, { silent: true }),
    enabled: search !== '',
  });
}

/** A device of the org goes to another of the org's patients (its upload secret stays). */
export function useMoveDevice() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ deviceId, patientId }: { deviceId: number; patientId: number }) =>
      api.call(device.moveToPatientById, { params: { id: deviceId }, body: { patientId } }),
    onSuccess: invalidate,
  });
}

/** A new device bound to a patient of the org; the answer carries its upload secret once. */
export function useBindNewDevice() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof bindDeviceBody>) => api.call(device.doctorBind, { body }),
    onSuccess: invalidate,
  });
}

export function useApproveApplication() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof approveApplicationBody> }) =>
      api.call(device.approveApplication, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRejectApplication() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.call(device.rejectApplication, { params: { id }, body: { reason } }),
    onSuccess: invalidate,
  });
}
