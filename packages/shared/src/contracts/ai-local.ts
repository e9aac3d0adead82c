import type { Contract } from '../endpoints/endpoint.ts';
import {
  bindDoctorParams,
  localAreaParams,
  localBindBody,
  localBindingView,
  localMetadataView,
} from '../index.ts';

/**
 * The servicer's district context (area local-yzh; spec 2 section 7 "Local district integration",
 * spec 3 section 4): the local account binding and the district metadata. Every call of a district
 * uses the one param name :localAreaCode (the spec's older calls write :orgCode in that place).
 */
export const localYzhContract = {
  bind: { body: localBindBody, response: localBindingView },
  binding: { response: localBindingView },
  unbind: {},
  bindDoctor: { params: bindDoctorParams, body: localBindBody, response: localBindingView },
  doctorBinding: { params: bindDoctorParams, response: localBindingView },
  unbindDoctor: { params: bindDoctorParams },
  metadata: { params: localAreaParams, response: localMetadataView },
} satisfies Contract;
