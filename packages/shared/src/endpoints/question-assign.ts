import type {
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
} from '../schemas/question-assign.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** Doctor-assigned questionnaires and high-risk answers (ours; issue 12, doctor side). */
export const questionAssign = {
  assign: endpoint<{ body: typeof questionAssignBody; response: typeof questionAssignResult }>(
    'POST',
    '/api/question/assign',
  ),
  list: endpoint<{ query: typeof questionAssignQuery; response: typeof questionAssignmentPage }>(
    'GET',
    '/api/question/assign',
  ),
  resend: endpoint<{
    params: typeof idParam;
    body: typeof questionResendBody;
    response: typeof questionResendResult;
  }>('POST', '/api/question/assign/:id/resend'),
  stats: endpoint<{ response: typeof questionAssignStats }>('GET', '/api/question/assign/stats'),
  risks: endpoint<{ query: typeof questionRiskQuery; response: typeof questionRiskPage }>(
    'GET',
    '/api/question/risk',
  ),
  handleRisk: endpoint<{ params: typeof idParam; response: typeof questionRiskView }>(
    'PUT',
    '/api/question/risk/:id/handle',
  ),
};
