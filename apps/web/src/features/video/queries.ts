import type { CallInput } from '@kanghu/shared';
import { video } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export type ConsultBody = CallInput<typeof video.create>['body'];

/** Query keys of the remote consultations of one project. */
export const videoKeys = {
  all: (project: string) => ['video', project] as const,
  list: (project: string, state?: string) => ['video', project, 'list', state ?? 'all'] as const,
  detail: (project: string, id: number) => ['video', project, 'detail', id] as const,
};

export function useConsults(state?: 'scheduled' | 'ended') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: videoKeys.list(projectKey, state),
    queryFn: () => api.call(video.list, { query: { pageSize: 50, state } }, { silent: true }),
  });
}

export function useConsult(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: videoKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.call(video.byId, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useCreateConsult() {
  const { api, projectKey } = useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsultBody) => api.call(video.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: videoKeys.all(projectKey) }),
  });
}

export function useEndConsult() {
  const { api, projectKey } = useApp();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(video.end, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: videoKeys.all(projectKey) }),
  });
}

/** Loaders of the room's settings: by a consultation's room code, a test room id, or an invite. */
export function useRoomLoaders() {
  const { api } = useApp();
  return {
    byRoomCode: (roomCode: string) => api.call(video.userSig, { query: { roomCode } }),
    byRoomId: (roomId: number) => api.call(video.third, { query: { roomId } }),
    byInvite: (token: string) => api.call(video.redeem, { body: { token } }),
    invite: (roomCode: string) => api.call(video.invite, { body: { roomCode } }, { silent: true }),
  };
}

export type { ConsultView as ConsultItem } from '@kanghu/shared';
