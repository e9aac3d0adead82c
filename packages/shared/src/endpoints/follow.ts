import type { followProgrammeContract } from '../contracts/follow.ts';
import type {
  followCancelBody,
  followGrabBody,
  followMultiResult,
  followPlanBody,
  followPlanMultiBody,
  followPlanPage,
  followPlanQuery,
  followPlanUpdateBody,
  followPlanView,
  followSummaryView,
  followTemplateList,
} from '../schemas/follow.ts';
import type {
  hzehrTaskPage,
  hzehrTaskQuery,
  medicationPushBody,
  medicationPushView,
  medicationRecordList,
  medicationRecordQuery,
} from '../schemas/follow-programme.ts';
import type {
  followCheckQuery,
  followCheckView,
  followPlanDetail,
  followRecordBody,
  followRecordPage,
  followRecordQuery,
  followRecordView,
} from '../schemas/follow-records.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint, endpointsOf } from './endpoint.ts';

type Plan = typeof followPlanView;
type Id = typeof idParam;
type Meds = { query: typeof medicationRecordQuery; response: typeof medicationRecordList };
type Push = { body: typeof medicationPushBody; response: typeof medicationPushView };

/** Follow plans (patient data layer /api/patient/follow and the platform's /api/timeline calls). */
export const follow = {
  templates: endpoint<{ response: typeof followTemplateList }>('GET', '/api/patient/follow/template'),
  summary: endpoint<{ response: typeof followSummaryView }>('GET', '/api/patient/follow/summary'),
  list: endpoint<{ query: typeof followPlanQuery; response: typeof followPlanPage }>(
    'GET',
    '/api/patient/follow',
  ),
  create: endpoint<{ body: typeof followPlanBody; response: Plan }>('POST', '/api/patient/follow'),
  detail: endpoint<{ params: Id; response: typeof followPlanDetail }>('GET', '/api/patient/follow/:id'),
  update: endpoint<{ params: Id; body: typeof followPlanUpdateBody; response: Plan }>(
    'PUT',
    '/api/patient/follow/:id',
  ),
  execute: endpoint<{ params: Id; body: typeof followRecordBody; response: typeof followRecordView }>(
    'PUT',
    '/api/patient/follow/execute/:id',
  ),
  cancel: endpoint<{ params: Id; body: typeof followCancelBody; response: Plan }>(
    'PUT',
    '/api/patient/follow/cancel/:id',
  ),
  remove: endpoint<{ params: Id }>('DELETE', '/api/patient/follow/:id'),
  checkInspection: endpoint<{ query: typeof followCheckQuery; response: typeof followCheckView }>(
    'GET',
    '/api/patient/follow/check/inspection',
  ),
  timelineCreate: endpoint<{ body: typeof followPlanBody; response: Plan }>(
    'POST',
    '/api/timeline/follow/plan',
  ),
  timelineUpdate: endpoint<{ params: Id; body: typeof followPlanUpdateBody; response: Plan }>(
    'PUT',
    '/api/timeline/follow/plan/:id',
  ),
  timelineMulti: endpoint<{ body: typeof followPlanMultiBody; response: typeof followMultiResult }>(
    'POST',
    '/api/timeline/follow/plan/multi',
  ),
  timelineCancel: endpoint<{ params: Id; body: typeof followCancelBody; response: Plan }>(
    'PUT',
    '/api/timeline/:id/follow/plan/cancel',
  ),
  timelineDetail: endpoint<{ params: Id; response: typeof followPlanDetail }>(
    'GET',
    '/api/timeline/:id/follow/plan/detail',
  ),
  removeFollow: endpoint<{ params: Id }>('DELETE', '/api/follow/:id'),
  records: endpoint<{ query: typeof followRecordQuery; response: typeof followRecordPage }>(
    'GET',
    '/api/follow',
  ),
  grab: endpoint<{ body: typeof followGrabBody; response: Plan }>('POST', '/api/yzh/follow/grab'),
  syncSubmit: endpoint<{ params: Id; response: typeof followRecordView }>(
    'PUT',
    '/api/yzh/follow/:id/sync/submit',
  ),
};

/** The patient's follow programme: reports and appointment pushes. */
export const followProgramme = endpointsOf<typeof followProgrammeContract>({
  reports: 'GET /api/patient/follow/programme/report',
  lastReport: 'GET /api/patient/follow/programme/report/last',
  appointPush: 'POST /api/patient/follow/programme/appoint/push',
  appointHistory: 'GET /api/patient/follow/programme/appoint/push',
  appointAnswer: 'PUT /api/patient/follow/programme/appoint/push/:id',
});

/** Regional providers (behind modules/follow/region-provider.ts). */
export const followRegion = {
  nxMedication: endpoint<Meds>('GET', '/api/nx/follow/medication/record/list'),
  xzMedication: endpoint<Meds>('GET', '/api/xz/follow/medication/record/list'),
  lsMedication: endpoint<Meds>('GET', '/api/ls/follow/medication/record/list'),
  ycMedication: endpoint<Meds>('GET', '/api/yc/follow/medication/record/list'),
  jjMedication: endpoint<Meds>('GET', '/api/jj/follow/medication/record/list'),
  push: endpoint<Push>('POST', '/api/nx/follow/push'),
  pushNew: endpoint<Push>('POST', '/api/nx/follow/push/new'),
  hzehrTasks: endpoint<{ query: typeof hzehrTaskQuery; response: typeof hzehrTaskPage }>(
    'GET',
    '/api/hzehr/follow/task',
  ),
};
