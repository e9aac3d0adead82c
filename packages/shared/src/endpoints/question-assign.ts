import type { questionAssignContract } from '../contracts/question-assign.ts';
import { endpointsOf } from './endpoint.ts';

/** Doctor-assigned questionnaires and high-risk answers (ours; issue 12, doctor side). */
export const questionAssign = endpointsOf<typeof questionAssignContract>({
  assign: 'POST /api/question/assign',
  list: 'GET /api/question/assign',
  resend: 'POST /api/question/assign/:id/resend',
  stats: 'GET /api/question/assign/stats',
  risks: 'GET /api/question/risk',
  handleRisk: 'PUT /api/question/risk/:id/handle',
});
