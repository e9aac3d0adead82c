import type {
  DepartmentLibraryEntry,
  DepartmentTreeNode,
  DoctorProfileView,
  DoctorQrView,
  LicenseAuditView,
  SignUpBody,
  SignUpView,
} from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { YINGKANG_PATHS } from '../../app/paths.ts';

export const PROFILE_PATHS = {
  info: '/health/doctor/info',
  edit: '/health/doctor/info/edit',
  departments: '/health/doctor/department/list',
  card: YINGKANG_PATHS.doctorCard,
  mine: '/health/doctor/mine/index',
} as const;

const keys = {
  all: ['doctor-profile'] as const,
  doctor: (project: string, id: number) => ['doctor-profile', project, 'doctor', id] as const,
  library: (project: string, id: number) => ['doctor-profile', project, 'library', id] as const,
  signUp: (project: string, id: number) => ['doctor-profile', project, 'sign-up', id] as const,
  license: (project: string, userId: number) => ['doctor-profile', project, 'license', userId] as const,
  tree: (project: string) => ['doctor-profile', project, 'tree'] as const,
  qr: (project: string, id: number) => ['doctor-profile', project, 'qr', id] as const,
};

export function useDoctor(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.doctor(projectKey, id),
    queryFn: () => api.get<DoctorProfileView>(`/api/doctor/${id}`, undefined, { silent: true }),
  });
}

export function useDepartmentLibrary(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.library(projectKey, doctorId),
    queryFn: () =>
      api.get<DepartmentLibraryEntry[]>(`/api/doctor/department/library/doctor/${doctorId}`, undefined, {
        silent: true,
      }),
  });
}

export function useSignUp(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.signUp(projectKey, doctorId),
    queryFn: () =>
      api.get<SignUpView | null>(`/api/doctor/sign/up/doctor/${doctorId}`, undefined, { silent: true }),
  });
}

export function useLicense(userId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.license(projectKey, userId),
    queryFn: () =>
      api.get<LicenseAuditView | null>(`/api/doctor/license/audit/user/${userId}`, undefined, {
        silent: true,
      }),
  });
}

export function useDepartmentTree() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.tree(projectKey),
    queryFn: () =>
      api.get<DepartmentTreeNode[]>('/api/doctor/department/custom/summary/project/tree/list', undefined, {
        silent: true,
      }),
  });
}

export function useDoctorQr(doctorId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: keys.qr(projectKey, doctorId),
    queryFn: () => api.get<DoctorQrView>(`/api/doctor/qrcode/${doctorId}`, undefined, { silent: true }),
  });
}

export interface ProfilePatch {
  name?: string;
  title?: string;
  intro?: string;
  goodAt?: string;
  photo?: string;
}

function useInvalidating<B, R>(fn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateDoctor(id: number) {
  const { api } = useApp();
  return useInvalidating((body: ProfilePatch) => api.put<DoctorProfileView>(`/api/doctor/${id}`, body));
}

export function useSubmitSignUp() {
  const { api } = useApp();
  return useInvalidating((body: SignUpBody) => api.post<SignUpView>('/api/doctor/sign/up', body));
}

export function useSubmitLicense() {
  const { api } = useApp();
  return useInvalidating((body: { imageList: string[]; licenseNo?: string }) =>
    api.post<LicenseAuditView>('/api/doctor/license/audit', body),
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
    .post('/api/doctor/wx/user/scan/record', { doctorId, ...(appId ? { appId } : {}) }, { silent: true })
    .catch(() => undefined);
}
