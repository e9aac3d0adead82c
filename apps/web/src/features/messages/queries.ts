import { systemMessage } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { SYSTEM_MESSAGE_PAGE_SIZE, systemMessagePage } from './first-page.ts';
import { messageKeys } from './keys.ts';

export { messageKeys, SYSTEM_MESSAGE_PAGE_SIZE };

/** The user's system messages, page by page (newest first), with the unread count. */
export function useSystemMessages() {
  const { api, projectKey, storage } = useApp();
  return useInfiniteQuery({
    queryKey: messageKeys.list(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => systemMessagePage(api, projectKey, storage.getToken(projectKey), pageParam),
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

/** One system message (reading it marks nothing). */
export function useSystemMessage(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: messageKeys.detail(projectKey, id ?? 0),
    enabled: id !== null && id > 0,
    queryFn: () => api.call(systemMessage.detail, { params: { id: id ?? 0 } }, { silent: true }),
  });
}

function useMessageMutation<TArg, TOut>(run: (arg: TArg) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Marks one message read. */
export function useMarkSystemMessageRead() {
  const { api } = useApp();
  return useMessageMutation((id: number) => api.call(systemMessage.markRead, { params: { id } }));
}

/** Deletes one message. */
export function useDeleteSystemMessage() {
  const { api } = useApp();
  return useMessageMutation((id: number) => api.call(systemMessage.remove, { params: { id } }));
}

/** Deletes every read message. */
export function useClearReadSystemMessages() {
  const { api } = useApp();
  return useMessageMutation(() => api.call(systemMessage.clearRead));
}
