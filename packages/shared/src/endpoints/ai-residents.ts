import type { aiResidentsContract } from '../contracts/ai-residents.ts';
import { endpointsOf } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';

/**
 * The AI platform's resident calls (area ai-platform, issue 16): the district's residents, their
 * profile, risk, timeline, management path, checks and physical signs, and the district's staff.
 */
export const aiResidents = endpointsOf<typeof aiResidentsContract>({
  list: `GET ${AREA}/patient/list`,
  info: `GET ${AREA}/patient/info`,
  tags: `GET ${AREA}/patient/tag/list`,
  doctorAssistants: `GET ${AREA}/doctor/assistant/list`,
  userAides: `GET ${AREA}/user/aide/list`,
  highRiskDetail: `GET ${AREA}/high/risk/detail`,
  timeline: `GET ${AREA}/patient/timeline/list`,
  pathDetail: `GET ${AREA}/path/node/patient/detail`,
  checkAfter: `GET ${AREA}/check/after`,
  checkCurve: `GET ${AREA}/check/curve/:key`,
  physicsSigns: `GET ${AREA}/physics/sign/list`,
});
