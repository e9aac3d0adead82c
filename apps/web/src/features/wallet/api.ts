import type { WalletView } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import type { Page } from '../inquiry/api.ts';

export interface WalletEntry {
  id: number;
  kind: 'income' | 'withdrawal' | 'refund_reversal';
  kindText: string;
  amount: number;
  orderId: number | null;
  remark: string | null;
  createdAt: string;
}

export interface WalletBank {
  bankName: string | null;
  bankCard: string | null;
  bankUserName: string | null;
  bankAddress: string | null;
}

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
    queryFn: () => api.get<WalletView>('/api/doctor/wallet', undefined, { silent: true }),
  });
}

export function useWalletEntries() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: walletKeys.entries(projectKey),
    queryFn: () =>
      api.get<Page<WalletEntry>>('/api/doctor/wallet/entries', { pageSize: 100 }, { silent: true }),
  });
}

export function useBank() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: walletKeys.bank(projectKey),
    queryFn: () => api.get<WalletBank>('/api/doctor/wallet/bank', undefined, { silent: true }),
  });
}

export function useWithdraw() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api.post<WalletEntry>('/api/doctor/wallet/withdraw', { amount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useSaveBank() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { bankName: string; bankCard: string; bankUserName: string; bankAddress?: string }) =>
      api.put<WalletBank>('/api/doctor/wallet/bank', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
