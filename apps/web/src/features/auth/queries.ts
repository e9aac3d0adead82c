import type { SessionInfo, SmsScene } from '@kanghu/shared';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { sessionInfoSchema } from '../../lib/response-schemas.ts';

export type AppLoginBody = { username: string; password: string } | { username: string; verifyCode: string };
export interface DoctorLoginBody {
  username: string;
  password: string;
  orgCode: string;
}
export interface RegisterBody {
  tel: string;
  verifyCode: string;
  password: string;
  name?: string;
  inviteCode?: string;
}
export interface ResetPasswordBody {
  tel: string;
  verifyCode: string;
  password: string;
}

/** Doctor sign-in endpoints: the ordinary one and the AI-platform (yzh) one. */
export type DoctorLoginEndpoint = '/api/user/login/doctor' | '/api/user/ai/doctor/login';

/** POST /api/user/app/login with a password or an SMS code. */
export function useAppLogin() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: AppLoginBody) =>
      api.post<SessionInfo>('/api/user/app/login', body, { schema: sessionInfoSchema }),
  });
}

/** POST /api/user/login/doctor (or the AI-platform doctor login). */
export function useDoctorLogin(endpoint: DoctorLoginEndpoint = '/api/user/login/doctor') {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: DoctorLoginBody) =>
      api.post<SessionInfo>(endpoint, body, { schema: sessionInfoSchema }),
  });
}

/** GET /api/base/sms/code/tel: sends a code for one scene (a code of one scene fits no other). */
export function useSendSmsCode(scene: SmsScene) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (tel: string) => api.get<unknown>('/api/base/sms/code/tel', { tel, scene }),
  });
}

/** GET /api/base/sms/code/tel?scene=login: sends a sign-in code to the phone. */
export function useSendLoginCode() {
  return useSendSmsCode('login');
}

/** POST /api/user/register/app: a new customer account, signed in at once. */
export function useRegister() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<SessionInfo>('/api/user/register/app', body),
  });
}

/** POST /api/user/app/login/reset/pwd: a new password by SMS code; every session ends. */
export function useResetPassword() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<null>('/api/user/app/login/reset/pwd', body),
  });
}
