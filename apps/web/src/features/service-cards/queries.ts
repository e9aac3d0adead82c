import type { CallInput } from '@kanghu/shared';
import { serviceCard } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const cardKeys = {
  all: ['service-cards'] as const,
  list: (project: string) => ['service-cards', project, 'list'] as const,
  one: (project: string, id: number) => ['service-cards', project, 'card', id] as const,
  mine: (project: string, usableFor: number | null) => ['service-cards', project, 'mine', usableFor] as const,
  myCard: (project: string, id: number) => ['service-cards', project, 'my-card', id] as const,
};

/** Open packages (the list is fixed to isOpen=1, spec 3 section 9). */
export function useServiceCards() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: cardKeys.list(projectKey),
    queryFn: () => api.call(serviceCard.list, { query: { isOpen: '1' } }, { silent: true }),
  });
}

export function useServiceCard(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: cardKeys.one(projectKey, id ?? 0),
    queryFn: () => api.call(serviceCard.get, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** My cards; with `usableFor`, only active unexpired ones with a right of that inquiry type. */
export function useMyCards(usableFor: number | null = null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: cardKeys.mine(projectKey, usableFor),
    queryFn: () =>
      api.call(serviceCard.mine, { query: { usableFor: usableFor ?? undefined } }, { silent: true }),
  });
}

export function useMyCard(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: cardKeys.myCard(projectKey, id ?? 0),
    queryFn: () => api.call(serviceCard.myCard, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useBuyCard() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof serviceCard.buy>['body']) => api.call(serviceCard.buy, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** pay-info: starts a payment and answers the provider's cashier page (sandbox: 沙箱支付). */
export function useCardPayInfo() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(serviceCard.payInfo, { params: { id }, query: { payWay: 'sandbox', scene: 'h5' } }),
  });
}

export function useCancelCardOrder() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(serviceCard.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
