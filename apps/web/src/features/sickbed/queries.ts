import type { HomeVisitBody, SickbedStateBody } from '@kanghu/shared';
import { careOrders, patient } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useSession } from '../../app/session/queries.ts';

/** Query keys of the doctor's sickbed screens: one prefix, refetched after every change. */
export const sickbedKeys = {
  all: ['sickbed'] as const,
  list: (project: string, state: string) => ['sickbed', project, 'list', state] as const,
  detail: (project: string, id: number) => ['sickbed', project, 'detail', id] as const,
  visits: (project: string, bedId: number) => ['sickbed', project, 'visits', bedId] as const,
  calls: (project: string, userId: number, patientId: number) =>
    ['sickbed', project, 'calls', userId, patientId] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...sickbedKeys.all, projectKey] });
}

/** Applications and beds of the doctor's org (and patients), by state (null: all). */
export function useSickbedList(state: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: sickbedKeys.list(projectKey, state === null ? 'all' : String(state)),
    queryFn: () =>
      api.call(
        careOrders.sickbedList,
        { query: { pageSize: 100, ...(state === null ? {} : { state }) } },
        { silent: true },
      ),
  });
}

export function useSickbed(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: sickbedKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.call(careOrders.sickbedDetail, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** Approve (1), refuse (2) or discharge (4). */
export function useSickbedState() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SickbedStateBody }) =>
      api.call(careOrders.sickbedState, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useHomeVisits(bedId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: sickbedKeys.visits(projectKey, bedId ?? 0),
    queryFn: () =>
      api.call(
        careOrders.homeVisitList,
        { query: { sickbedId: bedId ?? 0, pageSize: 100 } },
        { silent: true },
      ),
    enabled: bedId !== null,
  });
}

export function useAddHomeVisit() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: HomeVisitBody) => api.call(careOrders.homeVisitSave, { body }),
    onSuccess: invalidate,
  });
}

/** The signed-in servicer's calls with a patient (the existing call records, spec 3 section 7). */
export function useCallRecords(patientId: number | null) {
  const { api, projectKey } = useApp();
  const userId = useSession().data?.user.id ?? 0;
  return useQuery({
    queryKey: sickbedKeys.calls(projectKey, userId, patientId ?? 0),
    queryFn: () =>
      api.call(patient.callRecords, { params: { userId, patientId: patientId ?? 0 } }, { silent: true }),
    enabled: patientId !== null && userId > 0,
  });
}

export function useAddCallRecord() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { patientId: number; startTime: string; duration: number; remark?: string }) =>
      api.call(patient.addCallRecord, { body }),
    onSuccess: invalidate,
  });
}
