import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The AI follow-up platform's district lists (area ai-platform, issue 16). Alternative calls (the
 * AI version picks one; AI_ALTERNATIVES) are two contracts with the same schemas, one server
 * implementation.
 */
export const aiPlatformContract = {
  discovery: { params: s.localAreaParams, query: s.discoveryQuery, response: s.discoveryPage },
  abnormalHistory: { params: s.localAreaParams, query: s.abnormalListQuery, response: s.abnormalPage },
  trackPending: { params: s.localAreaParams, query: s.abnormalListQuery, response: s.abnormalPage },
  abnormalDetail: { params: s.localAreaParams, query: s.abnormalDetailQuery, response: s.abnormalDetailView },
  abnormalDetailNew: {
    params: s.localAreaParams,
    query: s.abnormalDetailQuery,
    response: s.abnormalDetailView,
  },
  trackRecord: { params: s.localAreaParams, body: s.trackBody, response: s.trackRecordView },
  track: { params: s.localAreaParams, body: s.trackBody, response: s.trackRecordView },
  highRisk: { params: s.localAreaParams, query: s.highRiskQuery, response: s.highRiskPage },
  patientDanger: { params: s.localAreaParams, query: s.highRiskQuery, response: s.highRiskPage },
  dangerManaged: { params: s.localAreaParams, body: s.managedBody },
  dangerNotYet: { params: s.localAreaParams, body: s.notYetBody },
  riskPrediction: { params: s.localAreaParams, query: s.idcardQuery, response: s.riskPredictionView },
} satisfies Contract;
