import type { CreateReservationBody, ScheduleView } from '@kanghu/shared';
import { reservation } from '@kanghu/shared/endpoints';
import { type QueryClient, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { doctorScheduleQuery, scheduleKeys, useDoctorSchedule } from '../doctor-profile/queries.ts';

/** One time segment of a doctor's day ("HH:MM-HH:MM", price in cents). */
export type ScheduleSegment = ScheduleView;

export const reserveKeys = {
  all: ['reserve'] as const,
  list: (project: string) => ['reserve', project, 'list'] as const,
  one: (project: string, id: number) => ['reserve', project, 'one', id] as const,
};

/** Refetches registrations and the doctors' schedules (a registration books a slot). */
function refreshReserve(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  ]);
}

/** Slots still free in a segment. */
export const remaining = (s: ScheduleSegment) => Math.max(0, s.slots - s.booked);

/** Offline (visit) segments of a day, by start time. */
const offlineOnly = (list: ScheduleSegment[]) =>
  list.filter((s) => s.kind === 'offline').sort((a, b) => a.segment.localeCompare(b.segment));

/** A doctor's visit segments on `date`. */
export function useSchedule(doctorId: number | null, date: string) {
  return useDoctorSchedule(doctorId, date, offlineOnly);
}

/** The visit segments of several doctors on one date (the doctor list's filter). */
export function useSchedules(doctorIds: number[], date: string) {
  const { api, projectKey } = useApp();
  return useQueries({
    queries: doctorIds.map((id) => ({
      ...doctorScheduleQuery(api, projectKey, id, date),
      select: offlineOnly,
    })),
  });
}

export function useCreateReservation() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReservationBody) => api.call(reservation.create, { body }),
    // Success or 该时段已约满: the slot counts changed either way.
    onSettled: () => refreshReserve(queryClient),
  });
}

/** Registrations of the signed-in account (patients: theirs; doctors: theirs to see). */
export function useReservations() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: reserveKeys.list(projectKey),
    queryFn: () => api.call(reservation.list, { query: { pageSize: 100 } }, { silent: true }),
  });
}

export function useReservation(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: reserveKeys.one(projectKey, id ?? 0),
    queryFn: () => api.call(reservation.get, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

const ACTIONS = { pay: reservation.pay, cancel: reservation.cancel, complete: reservation.complete } as const;
export type ReserveAction = keyof typeof ACTIONS;

/** PUT pay (free registrations), cancel (patient) or complete (doctor). */
export function useReserveAction() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ReserveAction; id: number }) =>
      api.call(ACTIONS[action], { params: { id } }),
    onSettled: () => refreshReserve(queryClient),
  });
}

/** GET pay-info: starts a payment and answers the gateway page's URL. */
export function useReservePayInfo() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(reservation.payInfo, { params: { id }, query: { payWay: 'sandbox', scene: 'h5' } }),
  });
}
