import type { CallInput } from '@kanghu/shared';
import { conference } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';

export type RegisterBody = CallInput<typeof conference.register>['body'];

/** Query keys of the conference screens: everything of one project's conferences under `all`. */
export const conferenceKeys = {
  all: (project: string) => ['conference', project] as const,
  list: (project: string) => ['conference', project, 'list'] as const,
  detail: (project: string, id: number) => ['conference', project, 'detail', id] as const,
  experts: (project: string, id: number | undefined) =>
    ['conference', project, 'experts', id ?? 'all'] as const,
  expert: (project: string, id: number) => ['conference', project, 'expert', id] as const,
  agenda: (project: string, id: number) => ['conference', project, 'agenda', id] as const,
  personal: (project: string, id: number) => ['conference', project, 'personal', id] as const,
  microstation: (project: string, id: number) => ['conference', project, 'microstation', id] as const,
};

export function useConferences(enabled = true) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.list(projectKey),
    queryFn: () => api.call(conference.list, { query: { pageSize: 50 } }, { silent: true }),
    enabled,
  });
}

/**
 * The conference a screen is about: `?id=` when given, else the newest conference of the project.
 * Answers `id` null with the list's state while it loads or when there is none.
 */
export function useConferenceId() {
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const fromUrl = Number.isInteger(asked) && asked > 0 ? asked : null;
  const list = useConferences(fromUrl === null);
  const id = fromUrl ?? list.data?.list[0]?.id ?? null;
  return { id, list, fromUrl: fromUrl !== null };
}

export function useConference(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.detail(projectKey, id),
    queryFn: () => api.call(conference.detail, { params: { id } }, { silent: true }),
  });
}

export function useExperts(conferenceId: number | undefined) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.experts(projectKey, conferenceId),
    queryFn: () => api.call(conference.experts, { query: { conferenceId, pageSize: 100 } }, { silent: true }),
  });
}

export function useExpert(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.expert(projectKey, id),
    queryFn: () => api.call(conference.expert, { params: { id } }, { silent: true }),
  });
}

export function useAgenda(conferenceId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.agenda(projectKey, conferenceId),
    queryFn: () => api.call(conference.agenda, { query: { conferenceId } }, { silent: true }),
  });
}

export function usePersonal(conferenceId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.personal(projectKey, conferenceId),
    queryFn: () => api.call(conference.personal, { query: { conferenceId } }, { silent: true }),
  });
}

export function useMicrostation(conferenceId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: conferenceKeys.microstation(projectKey, conferenceId),
    queryFn: () => api.call(conference.microstation, { query: { conferenceId } }, { silent: true }),
  });
}

/** Add or remove an itinerary topic; agenda, expert and personal views refetch. */
export function useItineraryToggle() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (t: { topicId: number; hallId: number; thematicId: number; itineraryId: number | null }) =>
      t.itineraryId
        ? api.call(conference.personalRemove, { params: { id: t.itineraryId } })
        : api.call(conference.personalAdd, {
            body: { agendaTopicId: t.topicId, conferenceHallId: t.hallId, thematicId: t.thematicId },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all(projectKey) }),
  });
}

export function useRegister() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.call(conference.register, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all(projectKey) }),
  });
}

export function useSign() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; code: string }) => api.call(conference.sign, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all(projectKey) }),
  });
}
