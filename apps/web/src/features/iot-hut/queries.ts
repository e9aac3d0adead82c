import { iotHut } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const hutKeys = {
  tree: (p: string) => ['iot-hut', p, 'tree'] as const,
  list: (p: string, orgCode: string | null, keyword: string) =>
    ['iot-hut', p, 'list', orgCode, keyword] as const,
  data: (p: string, patientId: number) => ['iot-hut', p, 'data', patientId] as const,
  visits: (p: string, patientId: number) => ['iot-hut', p, 'visits', patientId] as const,
  report: (p: string, id: number | null, patientId: number | null) =>
    ['iot-hut', p, 'report', id, patientId] as const,
};

export function useHutOrgTree() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: hutKeys.tree(projectKey),
    queryFn: () => api.call(iotHut.orgTree, {}, { silent: true }),
  });
}

export function useHutList(orgCode: string | null, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: hutKeys.list(projectKey, orgCode, keyword),
    queryFn: () =>
      api.call(
        iotHut.list,
        { query: { ...(orgCode === null ? {} : { orgCode }), ...(keyword ? { keyword } : {}) } },
        { silent: true },
      ),
  });
}

export function useHutHealthData(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: hutKeys.data(projectKey, patientId),
    queryFn: () => api.call(iotHut.healthData, { query: { patientId } }, { silent: true }),
  });
}

export function useHutVisits(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: hutKeys.visits(projectKey, patientId),
    queryFn: () => api.call(iotHut.healthPage, { query: { patientId, pageSize: 20 } }, { silent: true }),
  });
}

/** The appraisal report of visit `id`, or of the patient's latest visit. */
export function useHutAppraisal(id: number | null, patientId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: hutKeys.report(projectKey, id, patientId),
    queryFn: () =>
      api.call(
        iotHut.appraisal,
        { query: id !== null ? { id } : patientId !== null ? { patientId } : {} },
        { silent: true },
      ),
    enabled: id !== null || patientId !== null,
  });
}
