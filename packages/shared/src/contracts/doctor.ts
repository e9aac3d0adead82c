import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export const doctorContract = {
  list: { query: s.doctorListQuery, response: s.doctorPage },
  get: { params: s.idParam, response: s.doctorProfileView },
  byUser: { params: s.doctorUserParams, response: s.doctorProfileView },
  update: { params: s.idParam, body: s.updateDoctorBody, response: s.doctorProfileView },
  createFunction: { body: s.inquiryFunctionBody, response: s.inquiryFunctionView },
  updateFunction: { params: s.idParam, body: s.inquiryFunctionBody, response: s.inquiryFunctionView },
  getFunction: { params: s.idParam, response: s.inquiryFunctionView },
  functionByType: { params: s.doctorFunctionTypeParams, response: s.inquiryFunctionOrNull },
  schedules: { params: s.doctorIdParams, query: s.scheduleDateQuery, response: s.scheduleList },
  saveSchedule: { body: s.scheduleBody, response: s.scheduleList },
} satisfies Contract;
