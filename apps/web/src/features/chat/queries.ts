import type { AskRecordView, CallInput } from '@kanghu/shared';
import { chat } from '@kanghu/shared/endpoints';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const chatKeys = {
  all: ['chat'] as const,
  rooms: (project: string) => ['chat', project, 'rooms'] as const,
  room: (project: string, askId: number) => ['chat', project, 'room', askId] as const,
  records: (project: string, askId: number) => ['chat', project, 'records', askId] as const,
};

export type RecordPages = InfiniteData<AskRecordView[], number | undefined>;

export const RECORD_PAGE_SIZE = 30;

/** GET /api/message/ask/list: rooms with records, newest message first. */
export function useRooms() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: chatKeys.rooms(projectKey),
    queryFn: () => api.call(chat.rooms, { query: { pageSize: 100 } }, { silent: true }),
  });
}

export function useRoom(askId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: chatKeys.room(projectKey, askId ?? 0),
    queryFn: () => api.call(chat.room, { params: { id: askId ?? 0 } }, { silent: true }),
    enabled: askId !== null,
  });
}

/** Records of a room, newest first from the server; the screen shows them oldest first. */
export function useRecords(askId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: chatKeys.records(projectKey, askId),
    queryFn: () => api.call(chat.records, { params: { askId }, query: { pageSize: 100 } }, { silent: true }),
  });
}

/** POST /api/message/ask: the room of me and `toId` (made on first use). */
export function useOpenRoom() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (toId: number) => api.call(chat.openRoom, { body: { toId } }),
  });
}

export function useSendRecord(askId: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallInput<typeof chat.send>['body'], 'askId'>) =>
      api.call(chat.send, { body: { askId, ...body } }),
    onSuccess: (record) => mergeRecord(queryClient, projectKey, record),
  });
}

export function useRevoke() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(chat.revoke, { params: { id } }),
    onSuccess: (record) => mergeRecord(queryClient, projectKey, record),
  });
}

export function useMarkRead() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (askId: number) => api.call(chat.read, { params: { askId } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

type Client = ReturnType<typeof useQueryClient>;

/** Puts a stored (or revoked) record into the cached records of its room, once. */
export function mergeRecord(queryClient: Client, projectKey: string, record: AskRecordView): void {
  queryClient.setQueryData<AskRecordView[]>(chatKeys.records(projectKey, record.askId), (old) => {
    if (!old) return old;
    const at = old.findIndex((r) => r.id === record.id);
    if (at >= 0) return old.map((r) => (r.id === record.id ? record : r));
    return [record, ...old];
  });
}

/** Marks a record revoked in the cache (REVOKE_ASK_RECORD carries its id and room). */
export function markRevoked(queryClient: Client, projectKey: string, id: number, askId: number): void {
  queryClient.setQueryData<AskRecordView[]>(chatKeys.records(projectKey, askId), (old) =>
    old?.map((r) => (r.id === id ? { ...r, revoked: true } : r)),
  );
}
