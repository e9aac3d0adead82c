import type {
  CallInput,
  CreateInquiryOrderBody,
  InquiryState,
  PrescriptionBody,
  PrescriptionKind,
} from '@kanghu/shared';
import { inquiry } from '@kanghu/shared/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';
import { scheduleKeys } from '../doctor-profile/queries.ts';

/** Query keys of the inquiry area: everything under one prefix, refetched on INQUIRY_STATE. */
export const inquiryKeys = {
  all: ['inquiry'] as const,
  doctors: (project: string, search: string) => ['inquiry', project, 'doctors', search] as const,
  fn: (project: string, doctorId: number, type: number) =>
    ['inquiry', project, 'function', doctorId, type] as const,
  prescription: (project: string, orderId: number, kind: PrescriptionKind) =>
    ['inquiry', project, 'prescription', orderId, kind] as const,
  orders: (project: string, state: string) => ['inquiry', project, 'orders', state] as const,
  order: (project: string, id: number) => ['inquiry', project, 'order', id] as const,
};

/** Refetches every inquiry query and the doctors' schedules (their booked counts move with orders). */
function refreshInquiry(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  ]);
}

export function useCreateInquiry() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: CreateInquiryOrderBody) => api.call(inquiry.create, { body }),
  });
}

/** Orders of the signed-in account (patients: theirs; doctors: their own). */
export function useInquiryOrders(state: InquiryState | 'all' = 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.orders(projectKey, state),
    queryFn: () =>
      api.call(
        inquiry.list,
        { query: { pageSize: 100, state: state === 'all' ? undefined : state } },
        { silent: true },
      ),
  });
}

export function useInquiryOrder(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.order(projectKey, id ?? 0),
    queryFn: () => api.call(inquiry.get, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** Refetches inquiry data whenever the server pushes INQUIRY_STATE. */
export function useInquiryStateRefresh() {
  const queryClient = useQueryClient();
  useRealtime('INQUIRY_STATE', () => {
    void refreshInquiry(queryClient);
  });
}

/** The state moves of an order by id (who may fire each is the server's state machine). */
const ACTIONS = {
  cancel: inquiry.cancel,
  complete: inquiry.complete,
  start: inquiry.start,
  refundCancel: inquiry.refundCancel,
  refundApprove: inquiry.refundApprove,
  refundReject: inquiry.refundReject,
} as const;

export type OrderAction = keyof typeof ACTIONS | 'accept';

/** One state transition (PUT); refreshes every inquiry query after it. */
export function useOrderAction() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: OrderAction; id: number }) =>
      action === 'accept'
        ? api.call(inquiry.accept, { params: { orderId: id } })
        : api.call(ACTIONS[action], { params: { id } }),
    onSettled: () => refreshInquiry(queryClient),
  });
}

export function useRequestRefund() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof inquiry.refund>['body']) => api.call(inquiry.refund, { body }),
    onSettled: () => refreshInquiry(queryClient),
  });
}

/** GET pay-info: starts a payment and answers the gateway page's URL. */
export function usePayInfo() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(inquiry.payInfo, { params: { id }, query: { payWay: 'sandbox', scene: 'h5' } }),
  });
}

/** PUT pay for a free order. */
export function usePayFree() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(inquiry.payFree, { params: { id } }),
    onSettled: () => refreshInquiry(queryClient),
  });
}

/** The prescription (recipe) or test order the doctor wrote on an order; null when none yet. */
export function usePrescription(orderId: number | null, kind: PrescriptionKind) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.prescription(projectKey, orderId ?? 0, kind),
    queryFn: () =>
      api.call(inquiry.prescription, { params: { orderId: orderId ?? 0, kind } }, { silent: true }),
    enabled: orderId !== null,
  });
}

/** Adds uploaded photos to an order (answers the order's whole list). */
export function useAddOrderImages() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageList }: { id: number; imageList: string[] }) =>
      api.call(inquiry.addImages, { params: { id }, body: { imageList } }),
    onSettled: () => refreshInquiry(queryClient),
  });
}

/** The order's doctor writes its prescription or test order. */
export function useSavePrescription() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrescriptionBody) => api.call(inquiry.savePrescription, { body }),
    onSettled: () => refreshInquiry(queryClient),
  });
}
