import type { HutAppraisalReport, HutHealthData, HutOrgNode, HutView, HutVisitPage } from '@kanghu/shared';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

const CLIENT = '/api/iot/hut/client/health';
const REGULATORY = '/api/iot/hut/regulatory/org';

const keys = {
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
    queryKey: keys.tree(projectKey),
    queryFn: () => api.get<HutOrgNode[]>(`${REGULATORY}/findTree/code`, undefined, { silent: true }),
  });
}

export function useHutList(orgCode: string | null, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.list(projectKey, orgCode, keyword),
    queryFn: () =>
      api.get<HutView[]>(
        `${REGULATORY}/findAllHutList`,
        { orgCode: orgCode ?? undefined, keyword: keyword || undefined },
        { silent: true },
      ),
  });
}

export function useHutHealthData(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.data(projectKey, patientId),
    queryFn: () => api.get<HutHealthData>(`${CLIENT}/findHealthData`, { patientId }, { silent: true }),
  });
}

export function useHutVisits(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.visits(projectKey, patientId),
    queryFn: () =>
      api.get<HutVisitPage>(`${CLIENT}/findHealthDataPage`, { patientId, pageSize: 20 }, { silent: true }),
  });
}

/** The appraisal report of visit `id`, or of the patient's latest visit. */
export function useHutAppraisal(id: number | null, patientId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.report(projectKey, id, patientId),
    queryFn: () =>
      api.get<HutAppraisalReport>(
        `${CLIENT}/findAppraisalReport`,
        id !== null ? { id } : { patientId: patientId ?? undefined },
        { silent: true },
      ),
    enabled: id !== null || patientId !== null,
  });
}
