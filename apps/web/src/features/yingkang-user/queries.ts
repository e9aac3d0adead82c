import type { MARK_KIND_TARGETS, MarkKind, MarkPage, MarkState } from '@kanghu/shared';
import { userAccount } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import type { Api } from '../../lib/request.ts';

/** The target types a kind accepts (packages/shared MARK_KIND_TARGETS). */
export type MarkTypeOf<K extends MarkKind> = (typeof MARK_KIND_TARGETS)[K][number];
export interface MarkTarget<K extends MarkKind> {
  relationId: number;
  type: MarkTypeOf<K>;
}

export const markKeys = {
  all: ['accountMarks'] as const,
  list: (project: string, kind: MarkKind, type: string) =>
    ['accountMarks', project, kind, 'list', type] as const,
  check: (project: string, kind: MarkKind, type: string, id: number) =>
    ['accountMarks', project, kind, 'check', type, id] as const,
};

const silent = { silent: true };

function listCall(api: Api, kind: MarkKind, pageNo: number, type?: string): Promise<MarkPage> {
  const query = { pageNo, ...(type ? { type } : {}) };
  if (kind === 'attention') return api.call(userAccount.attentionList, { query: query as never }, silent);
  if (kind === 'collect') return api.call(userAccount.collectList, { query: query as never }, silent);
  return api.call(userAccount.likeList, { query: query as never }, silent);
}

function checkCall(api: Api, kind: MarkKind, t: MarkTarget<MarkKind>): Promise<MarkState> {
  const query = t as never;
  if (kind === 'attention') return api.call(userAccount.attentionCheck, { query }, silent);
  if (kind === 'collect') return api.call(userAccount.collectCheck, { query }, silent);
  return api.call(userAccount.likeCheck, { query }, silent);
}

function toggleCall(api: Api, kind: MarkKind, t: MarkTarget<MarkKind>, on: boolean): Promise<MarkState> {
  const target = t as never;
  if (kind === 'attention')
    return on
      ? api.call(userAccount.attentionAdd, { body: target })
      : api.call(userAccount.attentionRemove, { query: target });
  if (kind === 'collect')
    return on
      ? api.call(userAccount.collectAdd, { body: target })
      : api.call(userAccount.collectRemove, { query: target });
  return on
    ? api.call(userAccount.likeAdd, { body: target })
    : api.call(userAccount.likeRemove, { query: target });
}

/** The account's own marks of a kind (optionally one type), newest first, page by page. */
export function useMarkList<K extends MarkKind>(kind: K, type?: MarkTypeOf<K>) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: markKeys.list(projectKey, kind, type ?? 'all'),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => listCall(api, kind, pageParam, type),
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

/** Whether the account marked the target, and how many did. */
export function useMarkCheck<K extends MarkKind>(kind: K, target: MarkTarget<K> | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: markKeys.check(projectKey, kind, target?.type ?? '', target?.relationId ?? 0),
    enabled: target !== null,
    queryFn: () => checkCall(api, kind, target as MarkTarget<MarkKind>),
  });
}

/** Adds (`on`) or removes a mark; the check answer is the new state, and the lists refetch. */
export function useToggleMark<K extends MarkKind>(kind: K) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, on }: { target: MarkTarget<K>; on: boolean }) =>
      toggleCall(api, kind, target as MarkTarget<MarkKind>, on),
    onSuccess: (state) => {
      queryClient.setQueryData(markKeys.check(projectKey, kind, state.type, state.relationId), state);
      return queryClient.invalidateQueries({ queryKey: [...markKeys.all, projectKey, kind, 'list'] });
    },
  });
}
