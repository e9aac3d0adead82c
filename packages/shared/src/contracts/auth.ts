import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Accounts and sessions: SMS codes, the login variants, registration, logout, password, cancellation. */
export const authContract = {
  smsCode: { query: s.smsCodeQuery, response: s.smsSendResult },
  smsCodeMessage: { query: s.smsCodeQuery, response: s.smsSendResult },
  appLogin: { body: s.appLoginBody, response: s.sessionInfo },
  customerPwdLogin: { body: s.customerPwdLoginBody, response: s.sessionInfo },
  patientLogin: { body: s.patientLoginBody, response: s.sessionInfo },
  doctorLogin: { body: s.doctorLoginBody, response: s.sessionInfo },
  aiDoctorLogin: { body: s.doctorLoginBody, response: s.sessionInfo },
  szjyDoctorLogin: { body: s.doctorLoginBody, response: s.sessionInfo },
  registerApp: { body: s.registerAppBody, response: s.sessionInfo },
  registerCustomerPwd: { body: s.registerCustomerPwdBody, response: s.sessionInfo },
  resetPassword: { body: s.resetPwdBody },
  logout: {},
  changePassword: { body: s.changePasswordBody },
  cancel: { params: s.idParam },
} satisfies Contract;
