import type { questionnaireContract } from '../contracts/questionnaire.ts';
import { endpointsOf } from './endpoint.ts';

/** Questionnaires and assessments (issue 12; spec 2 section 7 "Questionnaires"). */
export const questionnaire = endpointsOf<typeof questionnaireContract>({
  list: 'GET /api/question',
  groups: 'GET /api/question/group',
  detail: 'GET /api/question/:id',
  submit: 'POST /api/question/record',
  submitAnonymous: 'POST /api/question/record/anonymous',
  records: 'GET /api/question/record',
  recordDetail: 'GET /api/question/record/:id/detail',
  healthIndex: 'GET /api/question/health/index/:id',
  history: 'GET /api/question/record/history',
  evaluationRecords: 'GET /api/question/evaluation/record',
  draft: 'GET /api/question/record/draft',
  saveDraft: 'PUT /api/question/record/draft',
  issueLink: 'POST /api/question/link',
  definitions: 'GET /api/question/definition',
  createDefinition: 'POST /api/question/definition',
  updateDefinition: 'PUT /api/question/definition/:id',
  linkUpload: 'POST /api/question/link/upload',
  linkFile: 'GET /api/question/link/file/:name',
  checkLink: 'POST /api/question/link/check',
});
