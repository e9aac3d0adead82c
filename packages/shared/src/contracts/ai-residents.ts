import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The AI platform's resident calls (area ai-platform, issue 16): the district's residents, their
 * profile, risk, timeline, management path, checks and physical signs, and the district's staff.
 */
export const aiResidentsContract = {
  list: { params: s.localAreaParams, query: s.residentListQuery, response: s.residentListPage },
  info: { params: s.localAreaParams, query: s.idcardQuery, response: s.residentInfoView },
  tags: { params: s.localAreaParams, response: s.residentTagList },
  doctorAssistants: { params: s.localAreaParams, response: s.districtStaffList },
  userAides: { params: s.localAreaParams, response: s.districtStaffList },
  highRiskDetail: { params: s.localAreaParams, query: s.idcardQuery, response: s.highRiskDetailView },
  timeline: { params: s.localAreaParams, query: s.residentTimelineQuery, response: s.timelinePage },
  pathDetail: { params: s.localAreaParams, query: s.pathNodeQuery, response: s.pathDetailView },
  checkAfter: { params: s.localAreaParams, query: s.residentPageQuery, response: s.checkAfterPage },
  checkCurve: { params: s.aiCheckCurveParams, query: s.aiCheckCurveQuery, response: s.aiCheckCurveView },
  physicsSigns: { params: s.localAreaParams, query: s.residentPageQuery, response: s.physicsSignPage },
} satisfies Contract;
