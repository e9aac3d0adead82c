import type { ReferralBody, ReferralStateBody } from '@kanghu/shared';
import { doctor, patient, referral } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useRealtime } from '../../lib/realtime/context.tsx';

/** Query keys of the referral area: everything under one prefix, refetched on REFERRAL_STATE. */
export const referralKeys = {
  all: ['referral'] as const,
  list: (project: string, direction: string, state: string) =>
    ['referral', project, 'list', direction, state] as const,
  detail: (project: string, id: number) => ['referral', project, 'detail', id] as const,
  doctors: (project: string, search: string) => ['referral', project, 'doctors', search] as const,
  patients: (project: string, search: string) => ['referral', project, 'patients', search] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...referralKeys.all, projectKey] });
}

/** Refetches the referral lists and details whenever the server pushes REFERRAL_STATE. */
export function useReferralRefresh() {
  const invalidate = useInvalidate();
  useRealtime('REFERRAL_STATE', () => {
    void invalidate();
  });
}

export type ReferralDirection = 'in' | 'out';

export function useReferrals(direction: ReferralDirection, state: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: referralKeys.list(projectKey, direction, state === null ? 'all' : String(state)),
    queryFn: () =>
      api.call(
        referral.list,
        { query: { direction, pageSize: 100, ...(state === null ? {} : { referralState: state }) } },
        { silent: true },
      ),
  });
}

export function useReferral(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: referralKeys.detail(projectKey, id ?? 0),
    queryFn: () => api.call(referral.detail, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useCreateReferral() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ReferralBody) => api.call(referral.create, { body }),
    onSuccess: invalidate,
  });
}

export function useReferralState() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReferralStateBody }) =>
      api.call(referral.setState, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** GET /api/doctor: every doctor of the project by name (a referral may go to any org). */
export function useReferralDoctors(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: referralKeys.doctors(projectKey, search),
    queryFn: () =>
      api.call(doctor.list, { query: { pageSize: 50, search: search || undefined } }, { silent: true }),
  });
}

/** GET /api/patient: the patients the doctor sees, by name or phone. */
export function useReferralPatients(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: referralKeys.patients(projectKey, search),
    queryFn: () =>
      api.call(patient.list, { query: { pageSize: 50, search: search || undefined } }, { silent: true }),
  });
}
