import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The servicer's district context (area local-yzh; spec 2 section 7 "Local district integration",
 * spec 3 section 4): the local account binding and the district metadata. Every call of a district
 * uses the one param name :localAreaCode (the spec's older calls write :orgCode in that place).
 */
export const localYzhContract = {
  bind: { body: s.localBindBody, response: s.localBindingView },
  binding: { response: s.localBindingView },
  unbind: {},
  bindDoctor: { params: s.bindDoctorParams, body: s.localBindBody, response: s.localBindingView },
  doctorBinding: { params: s.bindDoctorParams, response: s.localBindingView },
  unbindDoctor: { params: s.bindDoctorParams },
  metadata: { params: s.localAreaParams, response: s.localMetadataView },
} satisfies Contract;
