import type { localAreaParams } from '../schemas/ai-local.ts';
import type {
  aiBeforeListQuery,
  aiBeforePage,
  aiQuestionAddBody,
  aiQuestionAddResult,
  aiQuestionOneQuery,
  aiQuestionOneView,
  aiQuestionRecordBody,
  aiQuestionRecordDetail,
  aiQuestionRecordQuery,
  postDiagnosisPage,
  postDiagnosisQuery,
} from '../schemas/ai-question.ts';
import type {
  questionDraftBody,
  questionDraftQuery,
  questionDraftView,
  questionRecordView,
} from '../schemas/questionnaire.ts';
import { endpoint } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';
type P = typeof localAreaParams;

/**
 * The AI platform's questionnaires (spec 3 section 7 "Questionnaires", issue 16) on the
 * questionnaire engine of issue 12, and post-diagnosis management (ours: the spec names the screen
 * only).
 */
export const aiQuestion = {
  beforeList: endpoint<{ params: P; query: typeof aiBeforeListQuery; response: typeof aiBeforePage }>(
    'GET',
    `${AREA}/question/before/list`,
  ),
  one: endpoint<{ params: P; query: typeof aiQuestionOneQuery; response: typeof aiQuestionOneView }>(
    'GET',
    `${AREA}/question/one`,
  ),
  recordDetail: endpoint<{
    params: P;
    query: typeof aiQuestionRecordQuery;
    response: typeof aiQuestionRecordDetail;
  }>('GET', `${AREA}/question/record/detail`),
  add: endpoint<{ params: P; body: typeof aiQuestionAddBody; response: typeof aiQuestionAddResult }>(
    'POST',
    `${AREA}/question/add`,
  ),
  record: endpoint<{ params: P; body: typeof aiQuestionRecordBody; response: typeof questionRecordView }>(
    'POST',
    `${AREA}/question/record`,
  ),
  /** Ours: the servicer's temporary save (暂存) of a resident's form, issue 12's draft. */
  draft: endpoint<{ params: P; query: typeof questionDraftQuery; response: typeof questionDraftView }>(
    'GET',
    `${AREA}/question/record/draft`,
  ),
  saveDraft: endpoint<{ params: P; body: typeof questionDraftBody; response: typeof questionDraftView }>(
    'PUT',
    `${AREA}/question/record/draft`,
  ),
  postDiagnosis: endpoint<{
    params: P;
    query: typeof postDiagnosisQuery;
    response: typeof postDiagnosisPage;
  }>('GET', `${AREA}/diagnosis/after/list`),
};
