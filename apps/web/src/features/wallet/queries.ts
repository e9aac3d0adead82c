import type { CallInput } from '@kanghu/shared';
import { wallet } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: (project: string) => ['wallet', project, 'balance'] as const,
  entries: (project: string) => ['wallet', project, 'entries'] as const,
  bank: (project: string) => ['wallet', project, 'bank'] as const,
};

export const WALLET_PATHS = {
  income: '/health/doctor/wallet/income',
  withdraw: '/health/doctor/wallet/withdraw',
  bank: '/health/doctor/wallet/bank',
} as const;

export function useWallet() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: walletKeys.wallet(projectKey),
    queryFn: () => api.call(wallet.get, {}, { silent: true }),
  });
}

export function useWalletEntries() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: walletKeys.entries(projectKey),
    queryFn: () => api.call(wallet.entries, { query: { pageSize: 100 } }, { silent: true }),
  });
}

export function useBank() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: walletKeys.bank(projectKey),
    queryFn: () => api.call(wallet.bank, {}, { silent: true }),
  });
}

export function useWithdraw() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api.call(wallet.withdraw, { body: { amount } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useSaveBank() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof wallet.saveBank>['body']) => api.call(wallet.saveBank, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
