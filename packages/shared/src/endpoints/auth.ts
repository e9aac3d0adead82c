import type { authContract } from '../contracts/auth.ts';
import { endpointsOf } from './endpoint.ts';

/** Accounts and sessions: SMS codes, the login variants, registration, logout, password, cancellation. */
export const auth = endpointsOf<typeof authContract>({
  smsCode: 'GET /api/base/sms/code/tel',
  smsCodeMessage: 'GET /api/message/verify/code/tel',
  appLogin: 'POST /api/user/app/login',
  customerPwdLogin: 'POST /api/user/login/customer/pwd',
  patientLogin: 'POST /api/user/login/patient',
  doctorLogin: 'POST /api/user/login/doctor',
  aiDoctorLogin: 'POST /api/user/ai/doctor/login',
  szjyDoctorLogin: 'POST /api/user/ai/doctor/szjy/login',
  registerApp: 'POST /api/user/register/app',
  registerCustomerPwd: 'POST /api/user/register/customer/pwd',
  resetPassword: 'POST /api/user/app/login/reset/pwd',
  logout: 'DELETE /api/user/logout',
  changePassword: 'PUT /api/user/password',
  cancel: 'DELETE /api/user/cancellation/:id',
});
