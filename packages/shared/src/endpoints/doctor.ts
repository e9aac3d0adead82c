import type {
  doctorFunctionTypeParams,
  doctorIdParams,
  doctorListQuery,
  doctorPage,
  doctorProfileView,
  doctorUserParams,
  inquiryFunctionBody,
  inquiryFunctionOrNull,
  inquiryFunctionView,
  scheduleBody,
  scheduleDateQuery,
  scheduleList,
  updateDoctorBody,
} from '../schemas/doctor.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Fn = { body: typeof inquiryFunctionBody; response: typeof inquiryFunctionView };

/** Doctor profiles, inquiry function settings and schedules (issue 5 section 1). */
export const doctor = {
  list: endpoint<{ query: typeof doctorListQuery; response: typeof doctorPage }>('GET', '/api/doctor'),
  get: endpoint<{ params: typeof idParam; response: typeof doctorProfileView }>('GET', '/api/doctor/:id'),
  byUser: endpoint<{ params: typeof doctorUserParams; response: typeof doctorProfileView }>(
    'GET',
    '/api/doctor/user/:userId',
  ),
  update: endpoint<{
    params: typeof idParam;
    body: typeof updateDoctorBody;
    response: typeof doctorProfileView;
  }>('PUT', '/api/doctor/:id'),
  createFunction: endpoint<Fn>('POST', '/api/doctor/inquiry/function'),
  updateFunction: endpoint<Fn & { params: typeof idParam }>('PUT', '/api/doctor/inquiry/function/:id'),
  getFunction: endpoint<{ params: typeof idParam; response: typeof inquiryFunctionView }>(
    'GET',
    '/api/doctor/inquiry/function/:id',
  ),
  functionByType: endpoint<{
    params: typeof doctorFunctionTypeParams;
    response: typeof inquiryFunctionOrNull;
  }>('GET', '/api/doctor/inquiry/function/doctor/:doctorId/type/:type'),
  schedules: endpoint<{
    params: typeof doctorIdParams;
    query: typeof scheduleDateQuery;
    response: typeof scheduleList;
  }>('GET', '/api/doctor/inquiry/schedule/doctor/date/:doctorId'),
  saveSchedule: endpoint<{ body: typeof scheduleBody; response: typeof scheduleList }>(
    'POST',
    '/api/doctor/inquiry/schedule/segment/date/offline',
  ),
};
