import type { aiQuestionContract } from '../contracts/ai-question.ts';
import { endpointsOf } from './endpoint.ts';

const AREA = '/api/local/yzh/:localAreaCode';

/**
 * The AI platform's questionnaires (spec 3 section 7 "Questionnaires", issue 16) on the
 * questionnaire engine of issue 12, and post-diagnosis management (ours: the spec names the screen
 * only).
 */
export const aiQuestion = endpointsOf<typeof aiQuestionContract>({
  beforeList: `GET ${AREA}/question/before/list`,
  one: `GET ${AREA}/question/one`,
  recordDetail: `GET ${AREA}/question/record/detail`,
  add: `POST ${AREA}/question/add`,
  record: `POST ${AREA}/question/record`,
  draft: `GET ${AREA}/question/record/draft`,
  saveDraft: `PUT ${AREA}/question/record/draft`,
  postDiagnosis: `GET ${AREA}/diagnosis/after/list`,
});
