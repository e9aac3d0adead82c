import type { CallInput } from '@kanghu/shared';
import { aiPatient, careData, device, life, localInfo } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the Yuhang resident screens. */
export const yuhangKeys = {
  all: (project: string) => ['yuhang', project] as const,
  local: (project: string, patientId: number) => ['yuhang', project, 'local', patientId] as const,
  interventions: (project: string, area: string) => ['yuhang', project, 'interventions', area] as const,
  report: (project: string, kind: string, patientId: number, days: number) =>
    ['yuhang', project, 'report', kind, patientId, days] as const,
};

/** The patient's local info: district, local reports and prescriptions, unread interventions. */
export function useLocalInfo(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yuhangKeys.local(projectKey, patientId),
    queryFn: () => api.call(localInfo.get, { query: { patientId } }, { silent: true }),
  });
}

/** The intervention messages of the district to the account's residents, newest first. */
export function useInterventions(localAreaCode: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yuhangKeys.interventions(projectKey, localAreaCode),
    queryFn: () =>
      api.call(
        aiPatient.interventionList,
        { params: { localAreaCode }, query: { pageNo: 1, pageSize: 50 } },
        { silent: true },
      ),
  });
}

/** Marks one intervention message read (the list and the unread count follow). */
export function useReadIntervention(localAreaCode: string) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(aiPatient.interventionRead, { params: { localAreaCode }, body: { id } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yuhangKeys.all(projectKey) }),
  });
}

/** The life-data area summary (garea) over `days`. */
export function useGareaReport(patientId: number, days: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yuhangKeys.report(projectKey, 'garea', patientId, days),
    queryFn: () => api.call(life.gareaReport, { query: { patientId, days } }, { silent: true }),
  });
}

/** The bed-mattress nights over `days`. */
export function useBedReport(patientId: number, days: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yuhangKeys.report(projectKey, 'bed', patientId, days),
    queryFn: () => api.call(life.bedReport, { query: { patientId, days } }, { silent: true }),
  });
}

/** The food-intolerance test records. */
export function useFoodReport(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yuhangKeys.report(projectKey, 'food', patientId, 0),
    queryFn: () => api.call(life.foodIntoleranceReport, { query: { patientId } }, { silent: true }),
  });
}

/** Applies for a home device (the district's device programme reviews it). */
export function useDeviceApply() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof device.apply>['body']) => api.call(device.apply, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yuhangKeys.all(projectKey) }),
  });
}

/** Adds a medication record of the patient (the Lin'an and Yuhang medication lists read these). */
export function useAddMedicine() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof careData.medicineAdd>['body']) =>
      api.call(careData.medicineAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['linan', projectKey, 'medicine'] }),
  });
}

/** The account's own device applications, newest first (state 0 submitted, 1 approved, 2 rejected). */
export function useMyDeviceApplications() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...yuhangKeys.all(projectKey), 'device-applications'] as const,
    queryFn: () => api.call(device.applications, { query: { pageNo: 1, pageSize: 20 } }, { silent: true }),
  });
}
