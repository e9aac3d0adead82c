import type { Contract } from '../endpoints/endpoint.ts';
import {
  aiBeforeListQuery,
  aiBeforePage,
  aiQuestionAddBody,
  aiQuestionAddResult,
  aiQuestionOneQuery,
  aiQuestionOneView,
  aiQuestionRecordBody,
  aiQuestionRecordDetail,
  aiQuestionRecordQuery,
  localAreaParams,
  postDiagnosisPage,
  postDiagnosisQuery,
  questionDraftBody,
  questionDraftQuery,
  questionDraftView,
  questionRecordView,
} from '../index.ts';

/**
 * The AI platform's questionnaires (spec 3 section 7 "Questionnaires", issue 16) on the
 * questionnaire engine of issue 12, and post-diagnosis management (ours: the spec names the screen
 * only).
 */
export const aiQuestionContract = {
  beforeList: { params: localAreaParams, query: aiBeforeListQuery, response: aiBeforePage },
  one: { params: localAreaParams, query: aiQuestionOneQuery, response: aiQuestionOneView },
  recordDetail: { params: localAreaParams, query: aiQuestionRecordQuery, response: aiQuestionRecordDetail },
  add: { params: localAreaParams, body: aiQuestionAddBody, response: aiQuestionAddResult },
  record: { params: localAreaParams, body: aiQuestionRecordBody, response: questionRecordView },
  draft: { params: localAreaParams, query: questionDraftQuery, response: questionDraftView },
  saveDraft: { params: localAreaParams, body: questionDraftBody, response: questionDraftView },
  postDiagnosis: { params: localAreaParams, query: postDiagnosisQuery, response: postDiagnosisPage },
} satisfies Contract;
