import {
  type SystemMessageDetail,
  type SystemMessagePage,
  type SystemMessageRemoved,
  systemMessageDetail,
  systemMessagePage,
  systemMessageRemoved,
} from '@kanghu/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { messageKeys } from './keys.ts';

export const SYSTEM_MESSAGE_PAGE_SIZE = 20;

export { messageKeys };

/** GET /api/message/system, page by page (newest first), with the unread count. */
export function useSystemMessages() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: messageKeys.list(projectKey),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<SystemMessagePage> =>
      systemMessagePage.parse(
        await api.get<unknown>(
          '/api/message/system',
          { pageNo: pageParam, pageSize: SYSTEM_MESSAGE_PAGE_SIZE },
          { silent: true },
        ),
      ),
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

/** GET /api/message/system/:id */
export function useSystemMessage(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: messageKeys.detail(projectKey, id ?? 0),
    enabled: id !== null && id > 0,
    queryFn: async (): Promise<SystemMessageDetail> =>
      systemMessageDetail.parse(
        await api.get<unknown>(`/api/message/system/${id}`, undefined, { silent: true }),
      ),
  });
}

function useMessageMutation<TArg>(run: (arg: TArg) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** PUT /api/message/system/read/:id */
export function useMarkSystemMessageRead() {
  const { api } = useApp();
  return useMessageMutation(
    async (id: number): Promise<SystemMessageDetail> =>
      systemMessageDetail.parse(await api.put<unknown>(`/api/message/system/read/${id}`)),
  );
}

/** DELETE /api/message/system/:id */
export function useDeleteSystemMessage() {
  const { api } = useApp();
  return useMessageMutation(
    async (id: number): Promise<SystemMessageRemoved> =>
      systemMessageRemoved.parse(await api.del<unknown>(`/api/message/system/${id}`)),
  );
}

/** DELETE /api/message/system/clear/read */
export function useClearReadSystemMessages() {
  const { api } = useApp();
  return useMessageMutation(
    async (): Promise<SystemMessageRemoved> =>
      systemMessageRemoved.parse(await api.del<unknown>('/api/message/system/clear/read')),
  );
}
