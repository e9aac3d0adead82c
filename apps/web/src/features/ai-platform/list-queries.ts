import type { TrackBody } from '@kanghu/shared';
import { aiPlatform } from '@kanghu/shared/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { byVersion } from './alternatives.ts';
import type { AiDistrict } from './context.ts';
import { aiKeys } from './queries.ts';

const key = (project: string, d: AiDistrict, ...rest: unknown[]) => [
  ...aiKeys.district(project, d.localAreaCode),
  ...rest,
];

/** GET patient/discovery/list. */
export function useDiscoveries(d: AiDistrict, pageNo: number, search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, 'discovery', pageNo, search),
    queryFn: () =>
      api.call(
        aiPlatform.discovery,
        { params: { localAreaCode: d.localAreaCode }, query: { pageNo, search, sort: 'ctime_desc' } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The abnormal reminder list in the district's form (history/abnormal/reminder/list or track/pending/list). */
export function useAbnormalList(d: AiDistrict, pageNo: number) {
  const { api, projectKey } = useApp();
  const call = byVersion(d.version, {
    mongo: aiPlatform.abnormalHistory,
    informationInnovation: aiPlatform.trackPending,
  });
  return useQuery({
    queryKey: key(projectKey, d, 'abnormal', pageNo),
    queryFn: () =>
      api.call(call, { params: { localAreaCode: d.localAreaCode }, query: { pageNo } }, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useAbnormalDetail(d: AiDistrict, patientId: number) {
  const { api, projectKey } = useApp();
  const call = byVersion(d.version, {
    mongo: aiPlatform.abnormalDetail,
    informationInnovation: aiPlatform.abnormalDetailNew,
  });
  return useQuery({
    queryKey: key(projectKey, d, 'abnormal-detail', patientId),
    queryFn: () =>
      api.call(call, { params: { localAreaCode: d.localAreaCode }, query: { patientId } }, { silent: true }),
    enabled: patientId > 0,
  });
}

export function useTrack(d: AiDistrict) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  const call = byVersion(d.version, {
    mongo: aiPlatform.trackRecord,
    informationInnovation: aiPlatform.track,
  });
  return useMutation({
    mutationFn: (body: TrackBody) => api.call(call, { params: { localAreaCode: d.localAreaCode }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.district(projectKey, d.localAreaCode) }),
  });
}

/** The high-risk list in the district's form (high/risk/list or patientDanger). */
export function useHighRisk(d: AiDistrict, state: number, pageNo: number) {
  const { api, projectKey } = useApp();
  const call = byVersion(d.version, {
    mongo: aiPlatform.highRisk,
    informationInnovation: aiPlatform.patientDanger,
  });
  return useQuery({
    queryKey: key(projectKey, d, 'high-risk', state, pageNo),
    queryFn: () =>
      api.call(
        call,
        { params: { localAreaCode: d.localAreaCode }, query: { state, pageNo } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMarkDanger(d: AiDistrict) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { managed: number } | { id: number; reason: string }) =>
      'managed' in input
        ? api.call(aiPlatform.dangerManaged, {
            params: { localAreaCode: d.localAreaCode },
            body: { patientId: input.managed },
          })
        : api.call(aiPlatform.dangerNotYet, { params: { localAreaCode: d.localAreaCode }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.district(projectKey, d.localAreaCode) }),
  });
}

export function useRiskPrediction(d: AiDistrict, patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: key(projectKey, d, 'risk', patientId),
    queryFn: () =>
      api.call(
        aiPlatform.riskPrediction,
        { params: { localAreaCode: d.localAreaCode }, query: { patientId } },
        { silent: true },
      ),
    enabled: patientId > 0,
  });
}
