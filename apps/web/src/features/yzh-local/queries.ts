import type { LocalReportKind } from '@kanghu/shared';
import { aiPatient, yzhLocal } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the yzh patient side's local screens; each starts with the project. */
export const yzhLocalKeys = {
  all: (project: string) => [project, 'yzh-local'] as const,
  districts: (project: string) => [...yzhLocalKeys.all(project), 'districts'] as const,
  area: (project: string, area: string) => [...yzhLocalKeys.all(project), area] as const,
};

/** GET /api/local/yzh/resident/districts: where the signed-in resident's local calls go. */
export function useResidentDistricts() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: yzhLocalKeys.districts(projectKey),
    queryFn: () => api.call(yzhLocal.residentDistricts, {}),
  });
}

/** GET patient/report/list or patient/record/list (all kinds), first page of 50. */
export function useLocalRecords(localAreaCode: string, kind: LocalReportKind | 'all') {
  const { api, projectKey } = useApp();
  const params = { localAreaCode };
  const query = { pageSize: 50 };
  return useQuery({
    queryKey: [...yzhLocalKeys.area(projectKey, localAreaCode), 'records', kind],
    queryFn: async () => {
      if (kind === 'report') return api.call(aiPatient.reportList, { params, query });
      const page = await api.call(aiPatient.recordList, { params, query });
      return kind === 'all' ? page : { ...page, list: page.list.filter((r) => r.kind === kind) };
    },
  });
}

/** GET report/snapshot?id: one of the resident's own records. */
export function useReportSnapshot(localAreaCode: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...yzhLocalKeys.area(projectKey, localAreaCode), 'snapshot', id],
    queryFn: () => api.call(yzhLocal.reportSnapshot, { params: { localAreaCode }, query: { id } }),
    enabled: id > 0,
  });
}

/** GET patient/medication/now: the drugs of the latest prescription. */
export function useMedicationNow(localAreaCode: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...yzhLocalKeys.area(projectKey, localAreaCode), 'medication-now'],
    queryFn: () => api.call(yzhLocal.medicationNow, { params: { localAreaCode }, query: {} }),
  });
}

/** GET intervention/message/list: the messages the resident received. */
export function useResidentMessages(localAreaCode: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...yzhLocalKeys.area(projectKey, localAreaCode), 'messages'],
    queryFn: () =>
      api.call(aiPatient.interventionList, { params: { localAreaCode }, query: { pageSize: 50 } }),
  });
}

/** GET patient/report?token (the no-login page): only a signed link opens it. */
export function useNoLoginReport(localAreaCode: string, token: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...yzhLocalKeys.area(projectKey, localAreaCode), 'no-login', token],
    queryFn: () => api.call(aiPatient.patientReport, { params: { localAreaCode }, query: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}
