import type { doctorServicesContract } from '../contracts/doctor-services.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Doctor services (issue 5): function switches, the chat rooms of an inquiry order and of a doctor
 * with an assistant, schedule templates, feedback, and doctors' pushes to patients.
 */
export const doctorServices = endpointsOf<typeof doctorServicesContract>({
  settings: 'GET /api/doctor/function/setting',
  saveSettings: 'PUT /api/doctor/function/setting/all',
  saveSettingsPost: 'POST /api/doctor/function/setting/all',
  openTypes: 'GET /api/doctor/function/setting/doctor/:doctorId/type',
  inquiryAsk: 'GET /api/doctor/inquiry/function/create/ask',
  bindings: 'GET /api/doctor/bind/assistant',
  bindAssistant: 'POST /api/doctor/bind/assistant',
  unbindAssistant: 'DELETE /api/doctor/bind/assistant/:id',
  assistantAsk: 'GET /api/doctor/bind/assistant/create/ask',
  createLibrary: 'POST /api/doctor/inquiry/schedule/segment/library',
  libraries: 'GET /api/doctor/inquiry/schedule/segment/library',
  applyLibrary: 'POST /api/doctor/inquiry/schedule/segment/library/date',
  submitFeedback: 'POST /api/message/system/feedback',
  feedbackList: 'GET /api/message/system/feedback',
  push: 'POST /api/message/push/patient',
  pushLog: 'GET /api/message/push/log',
  receivedPushes: 'GET /api/patient/push/list',
});
