import type { followContract, followProgrammeContract, followRegionContract } from '../contracts/follow.ts';
import { endpointsOf } from './endpoint.ts';

/** Follow plans (patient data layer /api/patient/follow and the platform's /api/timeline calls). */
export const follow = endpointsOf<typeof followContract>({
  templates: 'GET /api/patient/follow/template',
  summary: 'GET /api/patient/follow/summary',
  list: 'GET /api/patient/follow',
  create: 'POST /api/patient/follow',
  detail: 'GET /api/patient/follow/:id',
  update: 'PUT /api/patient/follow/:id',
  execute: 'PUT /api/patient/follow/execute/:id',
  cancel: 'PUT /api/patient/follow/cancel/:id',
  remove: 'DELETE /api/patient/follow/:id',
  checkInspection: 'GET /api/patient/follow/check/inspection',
  timelineCreate: 'POST /api/timeline/follow/plan',
  timelineUpdate: 'PUT /api/timeline/follow/plan/:id',
  timelineMulti: 'POST /api/timeline/follow/plan/multi',
  timelineCancel: 'PUT /api/timeline/:id/follow/plan/cancel',
  timelineDetail: 'GET /api/timeline/:id/follow/plan/detail',
  removeFollow: 'DELETE /api/follow/:id',
  records: 'GET /api/follow',
  grab: 'POST /api/yzh/follow/grab',
  syncSubmit: 'PUT /api/yzh/follow/:id/sync/submit',
});

/** The patient's follow programme: reports and appointment pushes. */
export const followProgramme = endpointsOf<typeof followProgrammeContract>({
  reports: 'GET /api/patient/follow/programme/report',
  lastReport: 'GET /api/patient/follow/programme/report/last',
  appointPush: 'POST /api/patient/follow/programme/appoint/push',
  appointHistory: 'GET /api/patient/follow/programme/appoint/push',
  appointAnswer: 'PUT /api/patient/follow/programme/appoint/push/:id',
});

/** Regional providers (behind modules/follow/region-provider.ts). */
export const followRegion = endpointsOf<typeof followRegionContract>({
  nxMedication: 'GET /api/nx/follow/medication/record/list',
  xzMedication: 'GET /api/xz/follow/medication/record/list',
  lsMedication: 'GET /api/ls/follow/medication/record/list',
  ycMedication: 'GET /api/yc/follow/medication/record/list',
  jjMedication: 'GET /api/jj/follow/medication/record/list',
  push: 'POST /api/nx/follow/push',
  pushNew: 'POST /api/nx/follow/push/new',
  hzehrTasks: 'GET /api/hzehr/follow/task',
});
