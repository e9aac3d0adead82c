import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The AI platform's questionnaires (spec 3 section 7 "Questionnaires", issue 16) on the
 * questionnaire engine of issue 12, and post-diagnosis management (ours: the spec names the screen
 * only).
 */
export const aiQuestionContract = {
  beforeList: { params: s.localAreaParams, query: s.aiBeforeListQuery, response: s.aiBeforePage },
  one: { params: s.localAreaParams, query: s.aiQuestionOneQuery, response: s.aiQuestionOneView },
  recordDetail: {
    params: s.localAreaParams,
    query: s.aiQuestionRecordQuery,
    response: s.aiQuestionRecordDetail,
  },
  add: { params: s.localAreaParams, body: s.aiQuestionAddBody, response: s.aiQuestionAddResult },
  record: { params: s.localAreaParams, body: s.aiQuestionRecordBody, response: s.questionRecordView },
  draft: { params: s.localAreaParams, query: s.questionDraftQuery, response: s.questionDraftView },
  saveDraft: { params: s.localAreaParams, body: s.questionDraftBody, response: s.questionDraftView },
  postDiagnosis: { params: s.localAreaParams, query: s.postDiagnosisQuery, response: s.postDiagnosisPage },
} satisfies Contract;
