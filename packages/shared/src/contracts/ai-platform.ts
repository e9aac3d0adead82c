import type { Contract } from '../endpoints/endpoint.ts';
import {
  abnormalDetailQuery,
  abnormalDetailView,
  abnormalListQuery,
  abnormalPage,
  discoveryPage,
  discoveryQuery,
  highRiskPage,
  highRiskQuery,
  idcardQuery,
  localAreaParams,
  managedBody,
  notYetBody,
  riskPredictionView,
  trackBody,
  trackRecordView,
} from '../index.ts';

/**
 * The AI follow-up platform's district lists (area ai-platform, issue 16). Alternative calls (the
 * AI version picks one; AI_ALTERNATIVES) are two contracts with the same schemas, one server
 * implementation.
 */
export const aiPlatformContract = {
  discovery: { params: localAreaParams, query: discoveryQuery, response: discoveryPage },
  abnormalHistory: { params: localAreaParams, query: abnormalListQuery, response: abnormalPage },
  trackPending: { params: localAreaParams, query: abnormalListQuery, response: abnormalPage },
  abnormalDetail: { params: localAreaParams, query: abnormalDetailQuery, response: abnormalDetailView },
  abnormalDetailNew: { params: localAreaParams, query: abnormalDetailQuery, response: abnormalDetailView },
  trackRecord: { params: localAreaParams, body: trackBody, response: trackRecordView },
  track: { params: localAreaParams, body: trackBody, response: trackRecordView },
  highRisk: { params: localAreaParams, query: highRiskQuery, response: highRiskPage },
  patientDanger: { params: localAreaParams, query: highRiskQuery, response: highRiskPage },
  dangerManaged: { params: localAreaParams, body: managedBody },
  dangerNotYet: { params: localAreaParams, body: notYetBody },
  riskPrediction: { params: localAreaParams, query: idcardQuery, response: riskPredictionView },
} satisfies Contract;
