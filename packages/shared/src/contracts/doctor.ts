import type { Contract } from '../endpoints/endpoint.ts';
import {
  doctorFunctionTypeParams,
  doctorIdParams,
  doctorListQuery,
  doctorPage,
  doctorProfileView,
  doctorUserParams,
  idParam,
  inquiryFunctionBody,
  inquiryFunctionOrNull,
  inquiryFunctionView,
  scheduleBody,
  scheduleDateQuery,
  scheduleList,
  updateDoctorBody,
} from '../index.ts';

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export const doctorContract = {
  list: { query: doctorListQuery, response: doctorPage },
  get: { params: idParam, response: doctorProfileView },
  byUser: { params: doctorUserParams, response: doctorProfileView },
  update: { params: idParam, body: updateDoctorBody, response: doctorProfileView },
  createFunction: { body: inquiryFunctionBody, response: inquiryFunctionView },
  updateFunction: { params: idParam, body: inquiryFunctionBody, response: inquiryFunctionView },
  getFunction: { params: idParam, response: inquiryFunctionView },
  functionByType: { params: doctorFunctionTypeParams, response: inquiryFunctionOrNull },
  schedules: { params: doctorIdParams, query: scheduleDateQuery, response: scheduleList },
  saveSchedule: { body: scheduleBody, response: scheduleList },
} satisfies Contract;
