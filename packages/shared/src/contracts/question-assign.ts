import type { Contract } from '../endpoints/endpoint.ts';
import {
  idParam,
  questionAssignBody,
  questionAssignmentPage,
  questionAssignQuery,
  questionAssignResult,
  questionAssignStats,
  questionResendBody,
  questionResendResult,
  questionRiskPage,
  questionRiskQuery,
  questionRiskView,
} from '../index.ts';

/** Doctor-assigned questionnaires and high-risk answers (ours; issue 12, doctor side). */
export const questionAssignContract = {
  assign: { body: questionAssignBody, response: questionAssignResult },
  list: { query: questionAssignQuery, response: questionAssignmentPage },
  resend: { params: idParam, body: questionResendBody, response: questionResendResult },
  stats: { response: questionAssignStats },
  risks: { query: questionRiskQuery, response: questionRiskPage },
  handleRisk: { params: idParam, response: questionRiskView },
} satisfies Contract;
