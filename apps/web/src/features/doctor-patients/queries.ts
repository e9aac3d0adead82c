import { type CallInput, PATIENT_LIST_PAGE_SIZE } from '@kanghu/shared';
import { patient, records } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** The filters of the doctor's list (GET /api/patient without paging). */
export type PatientFilter = Omit<NonNullable<CallInput<typeof patient.list>['query']>, 'pageNo' | 'pageSize'>;
export type DiseaseInput = NonNullable<CallInput<typeof patient.update>['body']['categoryList']>;

/** Query keys of the doctor's patients: everything under one prefix, one patient under its id. */
export const doctorPatientKeys = {
  all: ['doctor-patients'] as const,
  list: (project: string, filter: PatientFilter) => ['doctor-patients', project, 'list', filter] as const,
  counts: (project: string) => ['doctor-patients', project, 'counts'] as const,
  tags: (project: string) => ['doctor-patients', project, 'tags'] as const,
  patient: (project: string, id: number) => ['doctor-patients', project, 'patient', id] as const,
  timeline: (project: string, id: number) => ['doctor-patients', project, 'patient', id, 'timeline'] as const,
  checks: (project: string, id: number) => ['doctor-patients', project, 'patient', id, 'checks'] as const,
};

/** The list, page by page (infinite scroll). */
export function usePatientList(filter: PatientFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: doctorPatientKeys.list(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        patient.list,
        { query: { ...filter, pageNo: pageParam, pageSize: PATIENT_LIST_PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

/** Counts of the doctor's scope (total, mine, today, abnormal in 7 days, per group). */
export function usePatientCounts() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorPatientKeys.counts(projectKey),
    queryFn: () => api.call(patient.counts, {}, { silent: true }),
  });
}

/** Patients of the doctor's scope created today (China time). */
export function useTodayNew(enabled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...doctorPatientKeys.counts(projectKey), 'today'] as const,
    queryFn: () => api.call(patient.todayNew, {}, { silent: true }),
    enabled,
  });
}

/** The project's tag dictionary (isShow=1, spec 3 section 9). */
export function useTagDictionary() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorPatientKeys.tags(projectKey),
    queryFn: () => api.call(patient.tags, { query: { isShow: '1' } }, { silent: true }),
    staleTime: 60_000,
  });
}

/** The doctor's view of one patient. */
export function usePatientOverview(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorPatientKeys.patient(projectKey, id ?? 0),
    queryFn: () => api.call(patient.overview, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** The patient's timeline, newest first, page by page. */
export function usePatientTimeline(id: number) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: doctorPatientKeys.timeline(projectKey, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call(
        patient.timeline,
        { params: { id }, query: { pageSize: 15, ...(pageParam ? { cursor: pageParam } : {}) } },
        { silent: true },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** After a change to one patient: its views and every list (groups, tags and counts move). */
function useRefreshPatient(id: number) {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: doctorPatientKeys.patient(projectKey, id) }),
      queryClient.invalidateQueries({ queryKey: ['doctor-patients', projectKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: doctorPatientKeys.counts(projectKey) }),
    ]);
}

export function useSetRemark(id: number) {
  const { api } = useApp();
  const refresh = useRefreshPatient(id);
  return useMutation({
    mutationFn: (remark: string) => api.call(patient.setRemark, { params: { id }, body: { remark } }),
    onSuccess: () => refresh(),
  });
}

export function useAddCallRecord(id: number) {
  const { api } = useApp();
  const refresh = useRefreshPatient(id);
  return useMutation({
    mutationFn: (body: Omit<CallInput<typeof patient.addCallRecord>['body'], 'patientId'>) =>
      api.call(patient.addCallRecord, { body: { ...body, patientId: id } }),
    onSuccess: () => refresh(),
  });
}

/** Disease groups and archive states (PUT /api/patient/:id with the name it has). */
export function useSaveDiseases(id: number) {
  const { api } = useApp();
  const refresh = useRefreshPatient(id);
  return useMutation({
    mutationFn: ({ name, categoryList }: { name: string; categoryList: DiseaseInput }) =>
      api.call(patient.update, { params: { id }, body: { name, categoryList } }),
    onSuccess: () => refresh(),
  });
}

export function useTagPatient(id: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  const refresh = useRefreshPatient(id);
  return useMutation({
    mutationFn: (change: { add: true; name: string } | { add: false; tagId: number }) =>
      change.add
        ? api.call(patient.addTag, { params: { id }, body: { name: change.name } })
        : api.call(patient.removeTag, { params: { id }, body: { tagId: change.tagId } }),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: doctorPatientKeys.tags(projectKey) }),
      ]),
  });
}

/** The patient's check and inspection reports (records area), newest first. */
export function usePatientChecks(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorPatientKeys.checks(projectKey, id),
    queryFn: () =>
      api.call(records.listChecks, { query: { patientId: id, pageNo: 1, pageSize: 50 } }, { silent: true }),
  });
}

/** The doctor's remark on a report (PUT .../check/inspection/record/:id/remark). */
export function useRemarkCheck(patientId: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, doctorRemark }: { id: number; doctorRemark: string }) =>
      api.call(records.setCheckRemark, { params: { id }, body: { doctorRemark } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: doctorPatientKeys.checks(projectKey, patientId) }),
  });
}
