import type { SessionInfo } from '@kanghu/shared';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export type AppLoginBody = { username: string; password: string } | { username: string; verifyCode: string };
export interface DoctorLoginBody {
  username: string;
  password: string;
  orgCode: string;
}

/** POST /api/user/app/login with a password or an SMS code. */
export function useAppLogin() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: AppLoginBody) => api.post<SessionInfo>('/api/user/app/login', body),
  });
}

/** POST /api/user/login/doctor */
export function useDoctorLogin() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: DoctorLoginBody) => api.post<SessionInfo>('/api/user/login/doctor', body),
  });
}

/** GET /api/base/sms/code/tel?scene=login: sends a sign-in code to the phone. */
export function useSendLoginCode() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (tel: string) => api.get<unknown>('/api/base/sms/code/tel', { tel, scene: 'login' }),
  });
}
