import type {
  CreateInquiryOrderBody,
  DoctorProfileView,
  InquiryOrderView,
  InquiryState,
  PayInfoView,
  PrescriptionBody,
  PrescriptionKind,
  PrescriptionView,
} from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface InquiryFunction {
  id: number;
  doctorId: number;
  inquiryType: number;
  isFree: boolean;
  isOpen: boolean;
  price: number;
}

export const inquiryKeys = {
  all: ['inquiry'] as const,
  doctors: (project: string, search: string) => ['inquiry', project, 'doctors', search] as const,
  doctor: (project: string, id: number) => ['inquiry', project, 'doctor', id] as const,
  fn: (project: string, doctorId: number, type: number) =>
    ['inquiry', project, 'function', doctorId, type] as const,
  schedule: (project: string, doctorId: number, date: string) =>
    ['inquiry', project, 'schedule', doctorId, date] as const,
  prescription: (project: string, orderId: number, kind: PrescriptionKind) =>
    ['inquiry', project, 'prescription', orderId, kind] as const,
  orders: (project: string, state: string) => ['inquiry', project, 'orders', state] as const,
  order: (project: string, id: number) => ['inquiry', project, 'order', id] as const,
};

/** GET /api/doctor: doctors shown to patients. */
export function useDoctors(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.doctors(projectKey, search),
    queryFn: () =>
      api.get<Page<DoctorProfileView>>(
        '/api/doctor',
        { pageSize: 50, search: search || undefined, isShow: '1' },
        { silent: true },
      ),
  });
}

export function useDoctor(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.doctor(projectKey, id ?? 0),
    queryFn: () => api.get<DoctorProfileView>(`/api/doctor/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** The doctor's settings of an inquiry type (1 图文, 2 电话, 3 视频); null when not set up. */
export function useInquiryFunction(doctorId: number | null, type = 1) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.fn(projectKey, doctorId ?? 0, type),
    queryFn: () =>
      api.get<InquiryFunction | null>(
        `/api/doctor/inquiry/function/doctor/${doctorId}/type/${type}`,
        undefined,
        { silent: true },
      ),
    enabled: doctorId !== null,
  });
}

export function useCreateInquiry() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: CreateInquiryOrderBody) =>
      api.post<InquiryOrderView>('/api/patient/inquiry/order', body),
  });
}

/** Orders of the signed-in account (patients: theirs; doctors: their own). */
export function useInquiryOrders(state: InquiryState | 'all' = 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.orders(projectKey, state),
    queryFn: () =>
      api.get<Page<InquiryOrderView>>(
        '/api/patient/inquiry/order',
        { pageSize: 100, state: state === 'all' ? undefined : state },
        { silent: true },
      ),
  });
}

export function useInquiryOrder(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.order(projectKey, id ?? 0),
    queryFn: () => api.get<InquiryOrderView>(`/api/patient/inquiry/order/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** Refetches inquiry data whenever the server pushes INQUIRY_STATE. */
export function useInquiryStateRefresh() {
  const queryClient = useQueryClient();
  useRealtime('INQUIRY_STATE', () => {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
  });
}

export type OrderAction =
  | 'cancel'
  | 'complete'
  | 'start'
  | 'refundCancel'
  | 'accept'
  | 'refundApprove'
  | 'refundReject';

const ACTION_PATHS: Record<OrderAction, (id: number) => string> = {
  cancel: (id) => `/api/patient/inquiry/order/cancel/${id}`,
  complete: (id) => `/api/patient/inquiry/order/complete/${id}`,
  start: (id) => `/api/patient/inquiry/order/ing/${id}`,
  refundCancel: (id) => `/api/patient/inquiry/order/refund/cancel/${id}`,
  accept: (id) => `/api/doctor/inquiry/function/accept/inquiry/${id}`,
  refundApprove: (id) => `/api/doctor/inquiry/order/refund/approve/${id}`,
  refundReject: (id) => `/api/doctor/inquiry/order/refund/reject/${id}`,
};

/** One state transition (PUT); refreshes every inquiry query after it. */
export function useOrderAction() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: OrderAction; id: number }) =>
      api.put<InquiryOrderView>(ACTION_PATHS[action](id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

export function useRequestRefund() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; refundMoney: number; refundReason: string }) =>
      api.post<InquiryOrderView>('/api/patient/inquiry/order/refund', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** GET pay-info: starts a payment and answers the gateway page's URL. */
export function usePayInfo() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (id: number) =>
      api.get<PayInfoView>(`/api/patient/inquiry/order/pay/info/${id}`, { payWay: 'sandbox', scene: 'h5' }),
  });
}

/** PUT pay for a free order. */
export function usePayFree() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<InquiryOrderView>(`/api/patient/inquiry/order/pay/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

export interface ScheduleSlot {
  id: number;
  doctorId: number;
  date: string;
  segment: string;
  kind: 'online' | 'offline';
  slots: number;
  booked: number;
  price: number;
}

/** A doctor's schedule of one date (online segments are the inquiry appointment times). */
export function useDoctorSchedule(doctorId: number | null, date: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.schedule(projectKey, doctorId ?? 0, date),
    queryFn: () =>
      api.get<ScheduleSlot[]>(
        `/api/doctor/inquiry/schedule/doctor/date/${doctorId}`,
        { date },
        { silent: true },
      ),
    enabled: doctorId !== null,
  });
}

/** The prescription (recipe) or test order the doctor wrote on an order; null when none yet. */
export function usePrescription(orderId: number | null, kind: PrescriptionKind) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: inquiryKeys.prescription(projectKey, orderId ?? 0, kind),
    queryFn: () =>
      api.get<PrescriptionView | null>(
        `/api/patient/inquiry/order/prescription/${orderId}/${kind}`,
        undefined,
        {
          silent: true,
        },
      ),
    enabled: orderId !== null,
  });
}

/** Adds uploaded photos to an order (answers the order's whole list). */
export function useAddOrderImages() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageList }: { id: number; imageList: string[] }) =>
      api.put<string[]>(`/api/patient/inquiry/order/images/${id}`, { imageList }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** The order's doctor writes its prescription or test order. */
export function useSavePrescription() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrescriptionBody) =>
      api.post<PrescriptionView>('/api/doctor/inquiry/order/prescription', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
