import type {
  AppointPushQuery,
  CallInput,
  FollowPlanQuery,
  FollowRecordQuery,
  FollowRegion,
} from '@kanghu/shared';
import { follow, followProgramme, followRegion, patient } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the follow screens: one prefix per project, so a change refetches every list. */
export const followKeys = {
  all: (project: string) => ['follow', project] as const,
  templates: (project: string) => ['follow', project, 'templates'] as const,
  plans: (project: string, q: PlanFilter) => ['follow', project, 'plans', q] as const,
  plan: (project: string, id: number) => ['follow', project, 'plan', id] as const,
  records: (project: string, q: RecordFilter) => ['follow', project, 'records', q] as const,
  checks: (project: string, planId: number) => ['follow', project, 'checks', planId] as const,
  lastReport: (project: string, patientId: number) => ['follow', project, 'last', patientId] as const,
  appoints: (project: string, q: AppointFilter) => ['follow', project, 'appoints', q] as const,
  medication: (project: string, region: FollowRegion, patientId: number) =>
    ['follow', project, 'medication', region, patientId] as const,
  patients: (project: string, search: string) => ['follow', project, 'patients', search] as const,
};

/** What the follow-up form sends (the execute call's input). */
export type FollowRecordInput = CallInput<typeof follow.execute>['body'];

export type PlanFilter = Partial<Omit<FollowPlanQuery, 'pageNo' | 'pageSize'>>;
export type RecordFilter = Partial<Omit<FollowRecordQuery, 'pageNo' | 'pageSize'>>;
export type AppointFilter = Partial<Omit<AppointPushQuery, 'pageNo' | 'pageSize'>>;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Invalidates every follow query of the project (plans, records, pushes move together). */
function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: followKeys.all(projectKey) });
}

export function useTemplates() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: followKeys.templates(projectKey),
    queryFn: () => api.call(follow.templates, {}, { silent: true }),
    staleTime: 10 * 60_000,
  });
}

export function usePlans(filter: PlanFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: followKeys.plans(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(follow.list, { query: { ...filter, pageNo: pageParam } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export function usePlan(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: followKeys.plan(projectKey, id),
    queryFn: () => api.call(follow.detail, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

export function useRecords(filter: RecordFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: followKeys.records(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(follow.records, { query: { ...filter, pageNo: pageParam } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export function useCheckResults(planId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: followKeys.checks(projectKey, planId),
    queryFn: () => api.call(follow.checkInspection, { query: { planId } }, { silent: true }),
  });
}

export function useCreatePlan() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CallInput<typeof follow.create>['body']) => api.call(follow.create, { body }),
    onSuccess: invalidate,
  });
}

export function useCreatePlans() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CallInput<typeof follow.timelineMulti>['body']) =>
      api.call(follow.timelineMulti, { body }),
    onSuccess: invalidate,
  });
}

export function useExecutePlan(id: number) {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: FollowRecordInput) => api.call(follow.execute, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useCancelPlan() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; cancelReason?: string }) =>
      api.call(follow.cancel, { params: { id: v.id }, body: { cancelReason: v.cancelReason } }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(follow.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useGrab() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(follow.grab, { body: { id } }),
    onSuccess: invalidate,
  });
}

export function useSyncSubmit() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (recordId: number) => api.call(follow.syncSubmit, { params: { id: recordId } }),
    onSuccess: invalidate,
  });
}

export function useMedication(region: FollowRegion, patientId: number) {
  const { api, projectKey } = useApp();
  const endpoint = {
    nx: followRegion.nxMedication,
    xz: followRegion.xzMedication,
    ls: followRegion.lsMedication,
    yc: followRegion.ycMedication,
    jj: followRegion.jjMedication,
  }[region];
  return useQuery({
    queryKey: followKeys.medication(projectKey, region, patientId),
    queryFn: () => api.call(endpoint, { query: { patientId } }, { silent: true }),
  });
}

export function usePushMedication() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (v: { again: boolean; body: CallInput<typeof followRegion.push>['body'] }) =>
      api.call(v.again ? followRegion.pushNew : followRegion.push, { body: v.body }),
  });
}

export function useLastReport(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: followKeys.lastReport(projectKey, patientId),
    queryFn: () => api.call(followProgramme.lastReport, { query: { patientId } }, { silent: true }),
  });
}

export function useAppointments(filter: AppointFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: followKeys.appoints(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(followProgramme.appointHistory, { query: { ...filter, pageNo: pageParam } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export function usePushAppointment() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CallInput<typeof followProgramme.appointPush>['body']) =>
      api.call(followProgramme.appointPush, { body }),
    onSuccess: invalidate,
  });
}

export function useAnswerAppointment() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; isAccept: 0 | 1 }) =>
      api.call(followProgramme.appointAnswer, { params: { id: v.id }, body: { isAccept: v.isAccept } }),
    onSuccess: invalidate,
  });
}

/** The patients a servicer sees (for choosing whom to plan for), searched by name. */
export function useOrgPatients(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: followKeys.patients(projectKey, search),
    queryFn: () =>
      api.call(patient.list, { query: { pageSize: 100, ...(search ? { search } : {}) } }, { silent: true }),
  });
}

export function useSummary() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...followKeys.all(projectKey), 'summary'] as const,
    queryFn: () => api.call(follow.summary, {}, { silent: true }),
  });
}
