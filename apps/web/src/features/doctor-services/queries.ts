import type { CallInput, InquiryFunctionView } from '@kanghu/shared';
import { chat, doctor, doctorServices, inquiry, patient } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useInquiryFunction } from '../inquiry/doctor-queries.ts';
import { inquiryKeys } from '../inquiry/queries.ts';

/** An inquiry function setting of the doctor (one per inquiry type); price in cents. */
export type InquiryFunctionSetting = InquiryFunctionView;
export type InquiryFunctionInput = CallInput<typeof doctor.createFunction>['body'];

/** Keys start with 'inquiry' so INQUIRY_STATE pushes (which invalidate ['inquiry']) refresh them. */
export const serviceKeys = {
  settings: (project: string) => ['inquiry', project, 'svc-settings'] as const,
  pool: (project: string) => ['inquiry', project, 'svc-pool'] as const,
  pushLog: (project: string) => ['doctor-push', project, 'log'] as const,
  patients: (project: string) => ['doctor-push', project, 'patients'] as const,
};

/**
 * GET /api/doctor/inquiry/function/doctor/:doctorId/type/:type (null: not set up yet): the inquiry
 * area's hook and key, the same the patient's screens read.
 */
export function useInquiryFunctionSetting(doctorId: number, type: number) {
  return useInquiryFunction(doctorId, type);
}

/** POST (first time) or PUT /api/doctor/inquiry/function. */
export function useSaveInquiryFunction(doctorId: number, type: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InquiryFunctionInput }) =>
      id === null
        ? api.call(doctor.createFunction, { body })
        : api.call(doctor.updateFunction, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(inquiryKeys.fn(projectKey, doctorId, type), saved);
      void queryClient.invalidateQueries({ queryKey: serviceKeys.settings(projectKey) });
    },
  });
}

/** GET /api/doctor/function/setting: every switch of the signed-in doctor. */
export function useFunctionSettings() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: serviceKeys.settings(projectKey),
    queryFn: () => api.call(doctorServices.settings, {}, { silent: true }),
  });
}

export function useSaveFunctionSettings() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: CallInput<typeof doctorServices.saveSettings>['body']['list']) =>
      api.call(doctorServices.saveSettings, { body: { list } }),
    onSuccess: (saved) => queryClient.setQueryData(serviceKeys.settings(projectKey), saved),
  });
}

/** GET /api/doctor/inquiry/order/grab: the org's paid orders without a doctor. */
export function useGrabPool() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: serviceKeys.pool(projectKey),
    queryFn: () => api.call(inquiry.pool, { query: { pageSize: 50 } }, { silent: true }),
    refetchInterval: 15_000,
  });
}

/** PUT /api/doctor/inquiry/order/grab/:id; a lost race is refused by the server (its message is shown). */
export function useGrab() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(inquiry.grab, { params: { orderId: id } }),
    // Not awaited: the caller's onSuccess must not wait for the pool to refetch without the order.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: serviceKeys.pool(projectKey) }),
  });
}

/** How the middle page finds the room. */
export type RoomTarget =
  | { kind: 'order'; orderId: number }
  | { kind: 'user'; userId: number }
  | { kind: 'assistant'; doctorId: number | null; assistantUserId: number | null };

/** Resolves (and creates on first use) the chat room of a target. */
export function useResolveRoom(target: RoomTarget | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['chat', projectKey, 'middle', target] as const,
    enabled: target !== null,
    retry: false,
    queryFn: async (): Promise<{ askId: number; orderId: number | null }> => {
      if (!target) throw new Error('no target');
      if (target.kind === 'order') {
        const r = await api.call(
          doctorServices.inquiryAsk,
          { query: { orderId: target.orderId } },
          { silent: true },
        );
        return { askId: r.askId, orderId: target.orderId };
      }
      if (target.kind === 'user') {
        const room = await api.call(chat.openRoom, { body: { toId: target.userId } }, { silent: true });
        return { askId: room.id, orderId: null };
      }
      const room = await api.call(
        doctorServices.assistantAsk,
        {
          query: {
            doctorId: target.doctorId ?? undefined,
            assistantUserId: target.assistantUserId ?? undefined,
          },
        },
        { silent: true },
      );
      return { askId: room.id, orderId: null };
    },
  });
}

/** GET /api/patient: the patients the doctor sees (to choose whom to message). */
export function useMyPatients() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: serviceKeys.patients(projectKey),
    queryFn: () => api.call(patient.list, { query: { pageSize: 100 } }, { silent: true }),
  });
}

export function useSendPush() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof doctorServices.push>['body']) =>
      api.call(doctorServices.push, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.pushLog(projectKey) }),
  });
}

export function usePushLog() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: serviceKeys.pushLog(projectKey),
    queryFn: () => api.call(doctorServices.pushLog, { query: { pageSize: 50 } }, { silent: true }),
  });
}
