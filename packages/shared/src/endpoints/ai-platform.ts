import type { aiPlatformContract } from '../contracts/ai-platform.ts';
import { endpointsOf } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';

/**
 * The AI follow-up platform's district lists (area ai-platform, issue 16). Alternative calls (the
 * AI version picks one; AI_ALTERNATIVES) are two contracts with the same schemas, one server
 * implementation.
 */
export const aiPlatform = endpointsOf<typeof aiPlatformContract>({
  discovery: `GET ${AREA}/patient/discovery/list`,
  abnormalHistory: `GET ${AREA}/history/abnormal/reminder/list`,
  trackPending: `GET ${AREA}/track/pending/list`,
  abnormalDetail: `GET ${AREA}/abnormal/reminder/detail`,
  abnormalDetailNew: `GET ${AREA}/patient/abnormal/reminder/detail/new`,
  trackRecord: `POST ${AREA}/track/record`,
  track: `POST ${AREA}/track`,
  highRisk: `GET ${AREA}/high/risk/list`,
  patientDanger: `GET ${AREA}/patientDanger`,
  dangerManaged: `PUT ${AREA}/patientDanger/managed`,
  dangerNotYet: `PUT ${AREA}/patientDanger/not/yet`,
  riskPrediction: `GET ${AREA}/risk/prediction`,
});
