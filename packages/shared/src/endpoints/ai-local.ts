import type {
  bindDoctorParams,
  localAreaParams,
  localBindBody,
  localBindingView,
  localMetadataView,
} from '../schemas/ai-local.ts';
import { endpoint } from './endpoint.ts';

/**
 * The servicer's district context (area local-yzh; spec 2 section 7 "Local district integration",
 * spec 3 section 4): the local account binding and the district metadata. Every call of a district
 * uses the one param name :localAreaCode (the spec's older calls write :orgCode in that place).
 */
export const localYzh = {
  bind: endpoint<{ body: typeof localBindBody; response: typeof localBindingView }>(
    'POST',
    '/api/doctor/yzh/bind',
  ),
  binding: endpoint<{ response: typeof localBindingView }>('GET', '/api/doctor/yzh/bind'),
  unbind: endpoint<Record<never, never>>('DELETE', '/api/doctor/yzh/bind'),
  bindDoctor: endpoint<{
    params: typeof bindDoctorParams;
    body: typeof localBindBody;
    response: typeof localBindingView;
  }>('POST', '/api/doctor/yzh/bind/doctor/:doctorId'),
  doctorBinding: endpoint<{ params: typeof bindDoctorParams; response: typeof localBindingView }>(
    'GET',
    '/api/doctor/yzh/bind/doctor/:doctorId',
  ),
  unbindDoctor: endpoint<{ params: typeof bindDoctorParams }>(
    'DELETE',
    '/api/doctor/yzh/bind/doctor/:doctorId',
  ),
  metadata: endpoint<{ params: typeof localAreaParams; response: typeof localMetadataView }>(
    'GET',
    '/api/local/yzh/:localAreaCode/metadata',
  ),
};
