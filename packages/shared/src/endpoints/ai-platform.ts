import type {
  abnormalDetailQuery,
  abnormalDetailView,
  abnormalListQuery,
  abnormalPage,
  discoveryPage,
  discoveryQuery,
  highRiskPage,
  highRiskQuery,
  idcardQuery,
  managedBody,
  notYetBody,
  riskPredictionView,
  trackBody,
  trackRecordView,
} from '../schemas/ai-lists.ts';
import type { localAreaParams } from '../schemas/ai-local.ts';
import { endpoint } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';
type P = typeof localAreaParams;
type AbnormalList = { params: P; query: typeof abnormalListQuery; response: typeof abnormalPage };
type AbnormalDetail = { params: P; query: typeof abnormalDetailQuery; response: typeof abnormalDetailView };
type Track = { params: P; body: typeof trackBody; response: typeof trackRecordView };
type HighRisk = { params: P; query: typeof highRiskQuery; response: typeof highRiskPage };

/**
 * The AI follow-up platform's district lists (area ai-platform, issue 16). Alternative calls (the
 * AI version picks one; AI_ALTERNATIVES) are two contracts with the same schemas, one server
 * implementation.
 */
export const aiPlatform = {
  discovery: endpoint<{ params: P; query: typeof discoveryQuery; response: typeof discoveryPage }>(
    'GET',
    `${AREA}/patient/discovery/list`,
  ),
  abnormalHistory: endpoint<AbnormalList>('GET', `${AREA}/history/abnormal/reminder/list`),
  trackPending: endpoint<AbnormalList>('GET', `${AREA}/track/pending/list`),
  abnormalDetail: endpoint<AbnormalDetail>('GET', `${AREA}/abnormal/reminder/detail`),
  abnormalDetailNew: endpoint<AbnormalDetail>('GET', `${AREA}/patient/abnormal/reminder/detail/new`),
  trackRecord: endpoint<Track>('POST', `${AREA}/track/record`),
  track: endpoint<Track>('POST', `${AREA}/track`),
  highRisk: endpoint<HighRisk>('GET', `${AREA}/high/risk/list`),
  patientDanger: endpoint<HighRisk>('GET', `${AREA}/patientDanger`),
  dangerManaged: endpoint<{ params: P; body: typeof managedBody }>('PUT', `${AREA}/patientDanger/managed`),
  dangerNotYet: endpoint<{ params: P; body: typeof notYetBody }>('PUT', `${AREA}/patientDanger/not/yet`),
  riskPrediction: endpoint<{ params: P; query: typeof idcardQuery; response: typeof riskPredictionView }>(
    'GET',
    `${AREA}/risk/prediction`,
  ),
};
