import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Doctor-assigned questionnaires and high-risk answers (ours; issue 12, doctor side). */
export const questionAssignContract = {
  assign: { body: s.questionAssignBody, response: s.questionAssignResult },
  list: { query: s.questionAssignQuery, response: s.questionAssignmentPage },
  resend: { params: s.idParam, body: s.questionResendBody, response: s.questionResendResult },
  stats: { response: s.questionAssignStats },
  risks: { query: s.questionRiskQuery, response: s.questionRiskPage },
  handleRisk: { params: s.idParam, response: s.questionRiskView },
} satisfies Contract;
