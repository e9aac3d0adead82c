import type { AccompanyState } from '@kanghu/shared';
import { careOrders } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const accompanyKeys = {
  all: ['accompany'] as const,
  list: (project: string, state: AccompanyState | 'all') => ['accompany', project, 'list', state] as const,
  one: (project: string, id: number) => ['accompany', project, 'one', id] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...accompanyKeys.all, projectKey] });
}

/** Accompany orders of the patients the servicer sees, by state. */
export function useAccompanyOrders(state: AccompanyState | 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: accompanyKeys.list(projectKey, state),
    queryFn: () =>
      api.call(
        careOrders.accompanyList,
        { query: { pageSize: 50, ...(state === 'all' ? {} : { state }) } },
        { silent: true },
      ),
  });
}

export function useAccompanyOrder(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: accompanyKeys.one(projectKey, id),
    queryFn: () => api.call(careOrders.accompanyDetail, { params: { id } }, { silent: true }),
  });
}

export function useReceiveOrder() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(careOrders.accompanyReceive, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useOrderState() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'serving' | 'completed' | 'cancelled' }) =>
      api.call(careOrders.accompanyState, { params: { id }, body: { state } }),
    onSuccess: invalidate,
  });
}

export function useAddOrderPhotos() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, photos }: { id: number; photos: Array<{ url: string; name: string }> }) =>
      api.call(careOrders.accompanyPhotos, { params: { id }, body: { photos } }),
    onSuccess: invalidate,
  });
}
