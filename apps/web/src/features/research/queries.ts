import type { GroupUserBody, GroupUserUpdateBody, SampleBody, SampleQuery } from '@kanghu/shared';
import { research } from '@kanghu/shared/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the research screens: one prefix per project, refetched after every change. */
export const researchKeys = {
  all: ['research'] as const,
  projects: (project: string) => ['research', project, 'projects'] as const,
  pairs: (project: string, researchProjectId: number, keyword: string) =>
    ['research', project, 'pairs', researchProjectId, keyword] as const,
  pair: (project: string, id: number) => ['research', project, 'pair', id] as const,
  candidates: (project: string, researchProjectId: number, keyword: string) =>
    ['research', project, 'candidates', researchProjectId, keyword] as const,
  samples: (project: string, q: SampleQuery) => ['research', project, 'samples', q] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...researchKeys.all, projectKey] });
}

/** The research projects of the doctor's org, with their counts. */
export function useResearchProjects() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: researchKeys.projects(projectKey),
    queryFn: () => api.call(research.projects, {}, { silent: true }),
  });
}

/** Enrolled and dropped pairs of a project, searched by name, full ID number or phone. */
export function usePairs(researchProjectId: number | null, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: researchKeys.pairs(projectKey, researchProjectId ?? 0, keyword),
    queryFn: () =>
      api.call(
        research.groupUsers,
        {
          query: { researchProjectId: researchProjectId ?? 0, pageSize: 50, ...(keyword ? { keyword } : {}) },
        },
        { silent: true },
      ),
    enabled: researchProjectId !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePair(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: researchKeys.pair(projectKey, id ?? 0),
    queryFn: () => api.call(research.groupUser, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** Women of the org to enrol (searched once a keyword is given). */
export function useCandidates(researchProjectId: number | null, keyword: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: researchKeys.candidates(projectKey, researchProjectId ?? 0, keyword),
    queryFn: () =>
      api.call(
        research.candidates,
        { query: { researchProjectId: researchProjectId ?? 0, keyword } },
        { silent: true },
      ),
    enabled: researchProjectId !== null && keyword.length > 0,
  });
}

export function useSamples(q: SampleQuery, enabled = true) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: researchKeys.samples(projectKey, q),
    queryFn: () => api.call(research.samples, { query: q }, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useIntoGroup() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { researchProjectId: number; patientId: number }) =>
      api.call(research.intoGroup, { body }),
    onSuccess: invalidate,
  });
}

export function useCreatePair() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: GroupUserBody) => api.call(research.createGroupUser, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdatePair() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GroupUserUpdateBody }) =>
      api.call(research.updateGroupUser, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useCreateSample() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SampleBody) => api.call(research.createSample, { body }),
    onSuccess: invalidate,
  });
}
