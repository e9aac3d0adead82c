import type { idcardQuery } from '../schemas/ai-lists.ts';
import type { localAreaParams } from '../schemas/ai-local.ts';
import type {
  aiCheckCurveParams,
  aiCheckCurveQuery,
  aiCheckCurveView,
  checkAfterPage,
  districtStaffList,
  highRiskDetailView,
  pathDetailView,
  pathNodeQuery,
  physicsSignPage,
  residentInfoView,
  residentListPage,
  residentListQuery,
  residentPageQuery,
  residentTagList,
  residentTimelineQuery,
} from '../schemas/ai-residents.ts';
import type { timelinePage } from '../schemas/patient-list.ts';
import { endpoint } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';
type P = typeof localAreaParams;
type Staff = { params: P; response: typeof districtStaffList };

/**
 * The AI platform's resident calls (area ai-platform, issue 16): the district's residents, their
 * profile, risk, timeline, management path, checks and physical signs, and the district's staff.
 */
export const aiResidents = {
  list: endpoint<{ params: P; query: typeof residentListQuery; response: typeof residentListPage }>(
    'GET',
    `${AREA}/patient/list`,
  ),
  info: endpoint<{ params: P; query: typeof idcardQuery; response: typeof residentInfoView }>(
    'GET',
    `${AREA}/patient/info`,
  ),
  tags: endpoint<{ params: P; response: typeof residentTagList }>('GET', `${AREA}/patient/tag/list`),
  doctorAssistants: endpoint<Staff>('GET', `${AREA}/doctor/assistant/list`),
  userAides: endpoint<Staff>('GET', `${AREA}/user/aide/list`),
  highRiskDetail: endpoint<{ params: P; query: typeof idcardQuery; response: typeof highRiskDetailView }>(
    'GET',
    `${AREA}/high/risk/detail`,
  ),
  timeline: endpoint<{ params: P; query: typeof residentTimelineQuery; response: typeof timelinePage }>(
    'GET',
    `${AREA}/patient/timeline/list`,
  ),
  pathDetail: endpoint<{ params: P; query: typeof pathNodeQuery; response: typeof pathDetailView }>(
    'GET',
    `${AREA}/path/node/patient/detail`,
  ),
  checkAfter: endpoint<{ params: P; query: typeof residentPageQuery; response: typeof checkAfterPage }>(
    'GET',
    `${AREA}/check/after`,
  ),
  checkCurve: endpoint<{
    params: typeof aiCheckCurveParams;
    query: typeof aiCheckCurveQuery;
    response: typeof aiCheckCurveView;
  }>('GET', `${AREA}/check/curve/:key`),
  physicsSigns: endpoint<{ params: P; query: typeof residentPageQuery; response: typeof physicsSignPage }>(
    'GET',
    `${AREA}/physics/sign/list`,
  ),
};
