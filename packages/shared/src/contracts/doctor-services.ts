import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Doctor services (issue 5): function switches, the chat rooms of an inquiry order and of a doctor
 * with an assistant, schedule templates, feedback, and doctors' pushes to patients.
 */
export const doctorServicesContract = {
  settings: { query: s.doctorIdQuery, response: s.functionSettingList },
  saveSettings: { body: s.functionSettingsBody, response: s.functionSettingList },
  saveSettingsPost: { body: s.functionSettingsBody, response: s.functionSettingList },
  openTypes: { params: s.doctorIdParams, response: s.doctorFunctionTypeList },
  inquiryAsk: { query: s.inquiryAskQuery, response: s.inquiryAskView },
  bindings: { query: s.bindAssistantQuery, response: s.assistantBindingList },
  bindAssistant: { body: s.bindAssistantBody, response: s.assistantBindingView },
  unbindAssistant: { params: s.idParam, response: s.removedCountView },
  assistantAsk: { query: s.assistantAskQuery, response: s.askRoomView },
  createLibrary: { body: s.segmentLibraryBody, response: s.segmentLibraryView },
  libraries: { response: s.segmentLibraryList },
  applyLibrary: { query: s.libraryDateQuery, response: s.scheduleList },
  submitFeedback: { body: s.feedbackBody, response: s.feedbackView },
  feedbackList: { query: s.pageQuery, response: s.feedbackPage },
  push: { body: s.pushPatientBody, response: s.pushView },
  pushLog: { query: s.pushLogQuery, response: s.pushPage },
  receivedPushes: { query: s.pageQuery, response: s.receivedPushPage },
} satisfies Contract;
