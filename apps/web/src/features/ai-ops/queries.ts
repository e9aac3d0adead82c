import type { AiCallBody, AiConsultForm, AiFollowView, AiWho, FollowFormValues } from '@kanghu/shared';
import { aiOps } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { aiKeys } from '../ai-platform/queries.ts';
import type { FollowRecordInput } from '../follow/queries.ts';

/** Query keys of calls, pre-consultation and local follow-ups; all under the district's key. */
export const aiOpsKeys = {
  calls: (project: string, area: string) => [...aiKeys.district(project, area), 'calls'] as const,
  consult: (project: string, area: string) => [...aiKeys.district(project, area), 'consult'] as const,
  follow: (project: string, area: string) => [...aiKeys.district(project, area), 'follow'] as const,
};

const P = (localAreaCode: string) => ({ localAreaCode });

export function useCalls(area: string, pageNo = 1) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.calls(projectKey, area), pageNo],
    queryFn: () => api.call(aiOps.callList, { params: P(area), query: { pageNo, pageSize: 15 } }),
    refetchInterval: (q) => (q.state.data?.list.some((c) => c.state === 'calling') ? 3000 : false),
  });
}

export function useCreateCall(area: string) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiCallBody) => api.call(aiOps.callCreate, { params: P(area), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiOpsKeys.calls(projectKey, area) }),
  });
}

export function useConsultList(area: string, which: 'wait' | 'history') {
  const { api, projectKey } = useApp();
  const endpoint = which === 'wait' ? aiOps.waitList : aiOps.historyList;
  return useQuery({
    queryKey: [...aiOpsKeys.consult(projectKey, area), which],
    queryFn: () => api.call(endpoint, { params: P(area), query: { pageNo: 1, pageSize: 50 } }),
  });
}

export function useConsultSearch(area: string, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.consult(projectKey, area), 'search', keyword],
    queryFn: () =>
      api.call(aiOps.searchList, { params: P(area), query: { keyword, pageNo: 1, pageSize: 30 } }),
    enabled: keyword.trim().length > 0,
  });
}

export function useDeskDevices(area: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.consult(projectKey, area), 'devices'],
    queryFn: () => api.call(aiOps.bindList, { params: P(area) }),
  });
}

export function useBindDesk(area: string) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: 'bp' | 'bg' | 'bmi'; serial: string; localUserId: string }) =>
      api.call(aiOps.bind, { params: P(area), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiOpsKeys.consult(projectKey, area) }),
  });
}

export function useConsultForm(area: string, who: AiWho) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.consult(projectKey, area), 'form', who],
    queryFn: () => api.call(aiOps.formTemporary, { params: P(area), query: who }),
  });
}

export function useDiseaseInfo(area: string, who: AiWho) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.consult(projectKey, area), 'disease', who],
    queryFn: () => api.call(aiOps.diseaseInfo, { params: P(area), query: who }),
  });
}

export function useSaveConsult(area: string, final: boolean) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiConsultForm) =>
      api.call(final ? aiOps.saveFinal : aiOps.saveTemporary, { params: P(area), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiOpsKeys.consult(projectKey, area) }),
  });
}

export type FollowTab = 'pool' | 'wait' | 'done';

export function useFollowTab(area: string, tab: FollowTab) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.follow(projectKey, area), tab],
    queryFn: async () => {
      if (tab === 'pool') return (await api.call(aiOps.followGrabInit, { params: P(area) })).list;
      const endpoint = tab === 'wait' ? aiOps.followWaitTasks : aiOps.followDone;
      return (await api.call(endpoint, { params: P(area), query: { pageNo: 1, pageSize: 15 } })).list;
    },
  });
}

export function useFollowAction(area: string, action: 'grab' | 'sync') {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      if (action === 'grab') await api.call(aiOps.followGrab, { params: P(area), body: { id } });
      else await api.call(aiOps.followSync, { params: P(area), body: { id } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: aiOpsKeys.follow(projectKey, area) }),
  });
}

export function useFollowDetail(area: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiOpsKeys.follow(projectKey, area), 'detail', id],
    queryFn: () => api.call(aiOps.followDetail, { params: P(area), query: { id } }),
    enabled: id > 0,
  });
}

/** GET follow/record/draft: the held plan's half-filled record (暂存), from any phone. */
export function useFollowDraft(area: string, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    // Not under the follow key: finishing the plan refetches those, and the draft of a finished
    // plan answers 400 (the form it belongs to is gone by then).
    queryKey: [...aiKeys.district(projectKey, area), 'follow-draft', id],
    queryFn: () => api.call(aiOps.followDraft, { params: P(area), query: { id } }, { silent: true }),
    enabled: id > 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** PUT follow/record/draft. */
export function useSaveFollowDraft(area: string, id: number) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (values: FollowFormValues) =>
      api.call(aiOps.saveFollowDraft, { params: P(area), body: { id, values } }, { silent: true }),
  });
}

/** follow/save with `finish`: the visit's record completes the grabbed plan. */
export function useFinishFollow(area: string) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { plan: AiFollowView; record: FollowRecordInput }) =>
      api.call(aiOps.followSave, {
        params: P(area),
        body: { id: v.plan.id, planTime: v.plan.value, way: v.plan.way, finish: true, record: v.record },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiOpsKeys.follow(projectKey, area) }),
  });
}
