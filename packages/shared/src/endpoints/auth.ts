import type {
  appLoginBody,
  changePasswordBody,
  customerPwdLoginBody,
  doctorLoginBody,
  patientLoginBody,
  registerAppBody,
  registerCustomerPwdBody,
  resetPwdBody,
  smsCodeQuery,
  smsSendResult,
} from '../schemas/auth.ts';
import type { idParam, sessionInfo } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type SmsCode = { query: typeof smsCodeQuery; response: typeof smsSendResult };
type DoctorLogin = { body: typeof doctorLoginBody; response: typeof sessionInfo };

/** Accounts and sessions: SMS codes, the login variants, registration, logout, password, cancellation. */
export const auth = {
  smsCode: endpoint<SmsCode>('GET', '/api/base/sms/code/tel'),
  /** The same call under the message module's path. */
  smsCodeMessage: endpoint<SmsCode>('GET', '/api/message/verify/code/tel'),
  appLogin: endpoint<{ body: typeof appLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/app/login',
  ),
  customerPwdLogin: endpoint<{ body: typeof customerPwdLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/login/customer/pwd',
  ),
  patientLogin: endpoint<{ body: typeof patientLoginBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/login/patient',
  ),
  doctorLogin: endpoint<DoctorLogin>('POST', '/api/user/login/doctor'),
  aiDoctorLogin: endpoint<DoctorLogin>('POST', '/api/user/ai/doctor/login'),
  szjyDoctorLogin: endpoint<DoctorLogin>('POST', '/api/user/ai/doctor/szjy/login'),
  registerApp: endpoint<{ body: typeof registerAppBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/register/app',
  ),
  registerCustomerPwd: endpoint<{ body: typeof registerCustomerPwdBody; response: typeof sessionInfo }>(
    'POST',
    '/api/user/register/customer/pwd',
  ),
  resetPassword: endpoint<{ body: typeof resetPwdBody }>('POST', '/api/user/app/login/reset/pwd'),
  /** No input; answers `data: null` (`Record<never, never>`: an endpoint with no schema at all). */
  logout: endpoint<Record<never, never>>('DELETE', '/api/user/logout'),
  changePassword: endpoint<{ body: typeof changePasswordBody }>('PUT', '/api/user/password'),
  cancel: endpoint<{ params: typeof idParam }>('DELETE', '/api/user/cancellation/:id'),
};
