import type { Contract } from '../endpoints/endpoint.ts';
import {
  appLoginBody,
  changePasswordBody,
  customerPwdLoginBody,
  doctorLoginBody,
  idParam,
  patientLoginBody,
  registerAppBody,
  registerCustomerPwdBody,
  resetPwdBody,
  sessionInfo,
  smsCodeQuery,
  smsSendResult,
} from '../index.ts';

/** Accounts and sessions: SMS codes, the login variants, registration, logout, password, cancellation. */
export const authContract = {
  smsCode: { query: smsCodeQuery, response: smsSendResult },
  smsCodeMessage: { query: smsCodeQuery, response: smsSendResult },
  appLogin: { body: appLoginBody, response: sessionInfo },
  customerPwdLogin: { body: customerPwdLoginBody, response: sessionInfo },
  patientLogin: { body: patientLoginBody, response: sessionInfo },
  doctorLogin: { body: doctorLoginBody, response: sessionInfo },
  aiDoctorLogin: { body: doctorLoginBody, response: sessionInfo },
  szjyDoctorLogin: { body: doctorLoginBody, response: sessionInfo },
  registerApp: { body: registerAppBody, response: sessionInfo },
  registerCustomerPwd: { body: registerCustomerPwdBody, response: sessionInfo },
  resetPassword: { body: resetPwdBody },
  logout: {},
  changePassword: { body: changePasswordBody },
  cancel: { params: idParam },
} satisfies Contract;
