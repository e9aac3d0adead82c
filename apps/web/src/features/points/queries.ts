import type { CallInput } from '@kanghu/shared';
import { points } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export type ExchangeBody = CallInput<typeof points.exchange>['body'];
export type Direction = 'in' | 'out' | undefined;

const PAGE_SIZE = 20;

/** Query keys of the points screens: everything of one project's points under `all`. */
export const pointsKeys = {
  all: (project: string) => ['points', project] as const,
  summary: (project: string) => ['points', project, 'summary'] as const,
  records: (project: string, direction: Direction) =>
    ['points', project, 'records', direction ?? 'all'] as const,
  goods: (project: string) => ['points', project, 'goods'] as const,
  exchanges: (project: string) => ['points', project, 'exchanges'] as const,
};

function nextPage(last: { pageNo: number; pageSize: number; total: number }) {
  return last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;
}

/** GET /api/user/integral/summary: balance, today's sign-in and the earning rules. */
export function usePointsSummary() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: pointsKeys.summary(projectKey),
    queryFn: () => api.call(points.summary, {}, { silent: true }),
  });
}

/** GET /api/user/integral/record, paged ("加载更多"). */
export function usePointsRecords(direction: Direction) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: pointsKeys.records(projectKey, direction),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        points.record,
        { query: { pageNo: pageParam, pageSize: PAGE_SIZE, direction } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

/** GET /api/user/integral/goods. */
export function useGoods() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: pointsKeys.goods(projectKey),
    queryFn: () => api.call(points.goods, { query: { pageSize: 100 } }, { silent: true }),
  });
}

/** GET /api/user/integral/goods/exchange/record, paged. */
export function useExchangeRecords() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: pointsKeys.exchanges(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        points.exchangeRecord,
        { query: { pageNo: pageParam, pageSize: PAGE_SIZE } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

/** POST /api/user/integral/sign; every points view refetches. */
export function useSignIn() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(points.sign),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all(projectKey) }),
  });
}

/** POST /api/user/integral/goods/exchange/record; balance, stock and records refetch. */
export function useExchange() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeBody) => api.call(points.exchange, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all(projectKey) }),
  });
}
