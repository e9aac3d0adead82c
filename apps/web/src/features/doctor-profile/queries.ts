import type { CallInput, ScheduleView } from '@kanghu/shared';
import { doctor, doctorProfile } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import type { Api } from '../../lib/request.ts';

/**
 * Query keys of the doctor resource (GET /api/doctor/:id): the one key every screen that shows a
 * doctor uses, so editing the profile refreshes them all.
 */
export const doctorKeys = {
  all: ['doctor'] as const,
  one: (project: string, id: number) => ['doctor', project, id] as const,
};

/**
 * Query keys of doctors' day schedules (GET /api/doctor/inquiry/schedule/doctor/date/:doctorId):
 * one key per doctor and date, read by inquiry (online segments) and reserve (offline segments).
 */
export const scheduleKeys = {
  all: ['doctor-schedule'] as const,
  day: (project: string, doctorId: number, date: string) =>
    ['doctor-schedule', project, doctorId, date] as const,
};

/** Query keys of a doctor's profile records (departments, sign-up, licence, QR card). */
export const profileKeys = {
  all: ['doctor-profile'] as const,
  library: (project: string, id: number) => ['doctor-profile', project, 'library', id] as const,
  signUp: (project: string, id: number) => ['doctor-profile', project, 'sign-up', id] as const,
  license: (project: string, userId: number) => ['doctor-profile', project, 'license', userId] as const,
  tree: (project: string) => ['doctor-profile', project, 'tree'] as const,
  qr: (project: string, id: number) => ['doctor-profile', project, 'qr', id] as const,
};

/** One doctor (GET /api/doctor/:id); nothing is fetched while `id` is null. */
export function useDoctorQuery(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: doctorKeys.one(projectKey, id ?? 0),
    queryFn: () => api.call(doctor.get, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** The query of a doctor's schedule of one date (for `useQueries` over several doctors). */
export function doctorScheduleQuery(api: Api, projectKey: string, doctorId: number, date: string) {
  return {
    queryKey: scheduleKeys.day(projectKey, doctorId, date),
    queryFn: () => api.call(doctor.schedules, { params: { doctorId }, query: { date } }, { silent: true }),
  };
}

/** A doctor's schedule of one date (every segment, online and offline); `select` picks some. */
export function useDoctorSchedule<T = ScheduleView[]>(
  doctorId: number | null,
  date: string,
  select?: (list: ScheduleView[]) => T,
) {
  const { api, projectKey } = useApp();
  return useQuery({
    ...doctorScheduleQuery(api, projectKey, doctorId ?? 0, date),
    select,
    enabled: doctorId !== null,
  });
}

export function useDepartmentLibrary(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: profileKeys.library(projectKey, doctorId),
    queryFn: () => api.call(doctorProfile.library, { params: { id: doctorId } }, { silent: true }),
  });
}

export function useSignUp(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: profileKeys.signUp(projectKey, doctorId),
    queryFn: () => api.call(doctorProfile.signUpOfDoctor, { params: { doctorId } }, { silent: true }),
  });
}

export function useLicense(userId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: profileKeys.license(projectKey, userId),
    queryFn: () => api.call(doctorProfile.licenseOfUser, { params: { id: userId } }, { silent: true }),
  });
}

export function useDepartmentTree() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: profileKeys.tree(projectKey),
    queryFn: () => api.call(doctorProfile.departmentTree, {}, { silent: true }),
  });
}

export function useDoctorQr(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: profileKeys.qr(projectKey, doctorId),
    queryFn: () => api.call(doctorProfile.qrcode, { params: { doctorId } }, { silent: true }),
  });
}

/** A mutation after which the doctor and every profile record refetch. */
function useInvalidating<B, R>(fn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}

export type ProfilePatch = NonNullable<CallInput<typeof doctor.update>['body']>;

export function useUpdateDoctor(id: number) {
  const { api } = useApp();
  return useInvalidating((body: ProfilePatch) => api.call(doctor.update, { params: { id }, body }));
}

export function useSubmitSignUp() {
  const { api } = useApp();
  return useInvalidating((body: CallInput<typeof doctorProfile.submitSignUp>['body']) =>
    api.call(doctorProfile.submitSignUp, { body }),
  );
}

export function useSubmitLicense() {
  const { api } = useApp();
  return useInvalidating((body: CallInput<typeof doctorProfile.submitLicense>['body']) =>
    api.call(doctorProfile.submitLicense, { body }),
  );
}

/**
 * The doctor page opened from a QR card (`?from=qrcode`) records the scan for a signed-in patient
 * (POST /api/doctor/wx/user/scan/record). Fire and forget: a failure never disturbs the page.
 */
export function recordQrScan(
  api: ReturnType<typeof useApp>['api'],
  doctorId: number,
  appId: string | null,
): Promise<unknown> {
  return api
    .call(doctorProfile.recordScan, { body: { doctorId, ...(appId ? { appId } : {}) } }, { silent: true })
    .catch(() => undefined);
}
