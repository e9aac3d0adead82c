import type { askRoomView } from '../schemas/chat.ts';
import type { doctorIdParams, scheduleList } from '../schemas/doctor.ts';
import type {
  assistantAskQuery,
  assistantBindingList,
  assistantBindingView,
  bindAssistantBody,
  bindAssistantQuery,
  doctorFunctionTypeList,
  doctorIdQuery,
  feedbackBody,
  feedbackPage,
  feedbackView,
  functionSettingList,
  functionSettingsBody,
  inquiryAskQuery,
  inquiryAskView,
  libraryDateQuery,
  pushLogQuery,
  pushPage,
  pushPatientBody,
  pushView,
  receivedPushPage,
  removedCountView,
  segmentLibraryBody,
  segmentLibraryList,
  segmentLibraryView,
} from '../schemas/doctor-services.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type SaveSettings = { body: typeof functionSettingsBody; response: typeof functionSettingList };

/**
 * Doctor services (issue 5): function switches, the chat rooms of an inquiry order and of a doctor
 * with an assistant, schedule templates, feedback, and doctors' pushes to patients.
 */
export const doctorServices = {
  settings: endpoint<{ query: typeof doctorIdQuery; response: typeof functionSettingList }>(
    'GET',
    '/api/doctor/function/setting',
  ),
  saveSettings: endpoint<SaveSettings>('PUT', '/api/doctor/function/setting/all'),
  /** The same call by POST (older clients). */
  saveSettingsPost: endpoint<SaveSettings>('POST', '/api/doctor/function/setting/all'),
  openTypes: endpoint<{ params: typeof doctorIdParams; response: typeof doctorFunctionTypeList }>(
    'GET',
    '/api/doctor/function/setting/doctor/:doctorId/type',
  ),
  inquiryAsk: endpoint<{ query: typeof inquiryAskQuery; response: typeof inquiryAskView }>(
    'GET',
    '/api/doctor/inquiry/function/create/ask',
  ),
  bindings: endpoint<{ query: typeof bindAssistantQuery; response: typeof assistantBindingList }>(
    'GET',
    '/api/doctor/bind/assistant',
  ),
  bindAssistant: endpoint<{ body: typeof bindAssistantBody; response: typeof assistantBindingView }>(
    'POST',
    '/api/doctor/bind/assistant',
  ),
  unbindAssistant: endpoint<{ params: typeof idParam; response: typeof removedCountView }>(
    'DELETE',
    '/api/doctor/bind/assistant/:id',
  ),
  assistantAsk: endpoint<{ query: typeof assistantAskQuery; response: typeof askRoomView }>(
    'GET',
    '/api/doctor/bind/assistant/create/ask',
  ),
  createLibrary: endpoint<{ body: typeof segmentLibraryBody; response: typeof segmentLibraryView }>(
    'POST',
    '/api/doctor/inquiry/schedule/segment/library',
  ),
  libraries: endpoint<{ response: typeof segmentLibraryList }>(
    'GET',
    '/api/doctor/inquiry/schedule/segment/library',
  ),
  applyLibrary: endpoint<{ query: typeof libraryDateQuery; response: typeof scheduleList }>(
    'POST',
    '/api/doctor/inquiry/schedule/segment/library/date',
  ),
  submitFeedback: endpoint<{ body: typeof feedbackBody; response: typeof feedbackView }>(
    'POST',
    '/api/message/system/feedback',
  ),
  feedbackList: endpoint<{ query: typeof pageQuery; response: typeof feedbackPage }>(
    'GET',
    '/api/message/system/feedback',
  ),
  push: endpoint<{ body: typeof pushPatientBody; response: typeof pushView }>(
    'POST',
    '/api/message/push/patient',
  ),
  pushLog: endpoint<{ query: typeof pushLogQuery; response: typeof pushPage }>(
    'GET',
    '/api/message/push/log',
  ),
  receivedPushes: endpoint<{ query: typeof pageQuery; response: typeof receivedPushPage }>(
    'GET',
    '/api/patient/push/list',
  ),
};
