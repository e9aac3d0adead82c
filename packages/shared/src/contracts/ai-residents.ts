import type { Contract } from '../endpoints/endpoint.ts';
import {
  aiCheckCurveParams,
  aiCheckCurveQuery,
  aiCheckCurveView,
  checkAfterPage,
  districtStaffList,
  highRiskDetailView,
  idcardQuery,
  localAreaParams,
  pathDetailView,
  pathNodeQuery,
  physicsSignPage,
  residentInfoView,
  residentListPage,
  residentListQuery,
  residentPageQuery,
  residentTagList,
  residentTimelineQuery,
  timelinePage,
} from '../index.ts';

/**
 * The AI platform's resident calls (area ai-platform, issue 16): the district's residents, their
 * profile, risk, timeline, management path, checks and physical signs, and the district's staff.
 */
export const aiResidentsContract = {
  list: { params: localAreaParams, query: residentListQuery, response: residentListPage },
  info: { params: localAreaParams, query: idcardQuery, response: residentInfoView },
  tags: { params: localAreaParams, response: residentTagList },
  doctorAssistants: { params: localAreaParams, response: districtStaffList },
  userAides: { params: localAreaParams, response: districtStaffList },
  highRiskDetail: { params: localAreaParams, query: idcardQuery, response: highRiskDetailView },
  timeline: { params: localAreaParams, query: residentTimelineQuery, response: timelinePage },
  pathDetail: { params: localAreaParams, query: pathNodeQuery, response: pathDetailView },
  checkAfter: { params: localAreaParams, query: residentPageQuery, response: checkAfterPage },
  checkCurve: { params: aiCheckCurveParams, query: aiCheckCurveQuery, response: aiCheckCurveView },
  physicsSigns: { params: localAreaParams, query: residentPageQuery, response: physicsSignPage },
} satisfies Contract;
