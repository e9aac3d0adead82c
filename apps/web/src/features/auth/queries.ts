import type { CallInput, SmsScene } from '@kanghu/shared';
import { auth } from '@kanghu/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { sessionInfoSchema } from '../../lib/response-schemas.ts';

export type AppLoginBody = CallInput<typeof auth.appLogin>['body'];
export type DoctorLoginBody = CallInput<typeof auth.doctorLogin>['body'];
export type RegisterBody = CallInput<typeof auth.registerApp>['body'];
export type ResetPasswordBody = CallInput<typeof auth.resetPassword>['body'];

/** Doctor sign-in endpoints: the ordinary one and the AI-platform (yzh) one (the same contract). */
export type DoctorLoginEndpoint = typeof auth.doctorLogin | typeof auth.aiDoctorLogin;

/** POST /api/user/app/login with a password or an SMS code. */
export function useAppLogin() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: AppLoginBody) => api.call(auth.appLogin, { body }, { schema: sessionInfoSchema }),
  });
}

/** POST /api/user/login/doctor (or the AI-platform doctor login). */
export function useDoctorLogin(endpoint: DoctorLoginEndpoint = auth.doctorLogin) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: DoctorLoginBody) => api.call(endpoint, { body }, { schema: sessionInfoSchema }),
  });
}

/** GET /api/base/sms/code/tel: sends a code for one scene (a code of one scene fits no other). */
export function useSendSmsCode(scene: SmsScene) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (tel: string) => api.call(auth.smsCode, { query: { tel, scene } }),
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
    mutationFn: (body: RegisterBody) => api.call(auth.registerApp, { body }),
  });
}

/** POST /api/user/app/login/reset/pwd: a new password by SMS code; every session ends. */
export function useResetPassword() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.call(auth.resetPassword, { body }),
  });
}
