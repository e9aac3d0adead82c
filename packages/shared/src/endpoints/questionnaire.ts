import type {
  anonymousRecordBody,
  healthIndexView,
  questionDefinitionBody,
  questionDefinitionList,
  questionDefinitionSaved,
  questionDetail,
  questionDraftBody,
  questionDraftQuery,
  questionDraftView,
  questionGroupList,
  questionHistoryQuery,
  questionHistoryView,
  questionLinkBody,
  questionLinkCheckBody,
  questionLinkCheckView,
  questionLinkFileParams,
  questionLinkFileResult,
  questionLinkView,
  questionListQuery,
  questionPage,
  questionRecordBody,
  questionRecordDetail,
  questionRecordPage,
  questionRecordQuery,
  questionRecordView,
} from '../schemas/questionnaire.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** Questionnaires and assessments (issue 12; spec 2 section 7 "Questionnaires"). */
export const questionnaire = {
  list: endpoint<{ query: typeof questionListQuery; response: typeof questionPage }>('GET', '/api/question'),
  groups: endpoint<{ response: typeof questionGroupList }>('GET', '/api/question/group'),
  detail: endpoint<{ params: typeof idParam; response: typeof questionDetail }>('GET', '/api/question/:id'),
  submit: endpoint<{ body: typeof questionRecordBody; response: typeof questionRecordView }>(
    'POST',
    '/api/question/record',
  ),
  submitAnonymous: endpoint<{ body: typeof anonymousRecordBody; response: typeof questionRecordView }>(
    'POST',
    '/api/question/record/anonymous',
  ),
  records: endpoint<{ query: typeof questionRecordQuery; response: typeof questionRecordPage }>(
    'GET',
    '/api/question/record',
  ),
  recordDetail: endpoint<{ params: typeof idParam; response: typeof questionRecordDetail }>(
    'GET',
    '/api/question/record/:id/detail',
  ),
  healthIndex: endpoint<{ params: typeof idParam; response: typeof healthIndexView }>(
    'GET',
    '/api/question/health/index/:id',
  ),
  history: endpoint<{ query: typeof questionHistoryQuery; response: typeof questionHistoryView }>(
    'GET',
    '/api/question/record/history',
  ),
  evaluationRecords: endpoint<{ query: typeof questionRecordQuery; response: typeof questionRecordPage }>(
    'GET',
    '/api/question/evaluation/record',
  ),
  /** Temporary save (ours; the spec shows no path): one draft per patient and questionnaire. */
  draft: endpoint<{ query: typeof questionDraftQuery; response: typeof questionDraftView }>(
    'GET',
    '/api/question/record/draft',
  ),
  saveDraft: endpoint<{ body: typeof questionDraftBody; response: typeof questionDraftView }>(
    'PUT',
    '/api/question/record/draft',
  ),
  /** The single-use no-login link (ours): issued for one patient and questionnaire. */
  issueLink: endpoint<{ body: typeof questionLinkBody; response: typeof questionLinkView }>(
    'POST',
    '/api/question/link',
  ),
  /** Definition management (ours): the project's definitions, create, edit (a new version once answered). */
  definitions: endpoint<{ response: typeof questionDefinitionList }>('GET', '/api/question/definition'),
  createDefinition: endpoint<{
    body: typeof questionDefinitionBody;
    response: typeof questionDefinitionSaved;
  }>('POST', '/api/question/definition'),
  updateDefinition: endpoint<{
    params: typeof idParam;
    body: typeof questionDefinitionBody;
    response: typeof questionDefinitionSaved;
  }>('PUT', '/api/question/definition/:id'),
  /** An image of an image item uploaded through a no-login link (multipart; the token in a header). */
  linkUpload: endpoint<{ response: typeof questionLinkFileResult }>('POST', '/api/question/link/upload'),
  /** Such an image, for whoever may read the record it belongs to. */
  linkFile: endpoint<{ params: typeof questionLinkFileParams }>('GET', '/api/question/link/file/:name'),
  checkLink: endpoint<{ body: typeof questionLinkCheckBody; response: typeof questionLinkCheckView }>(
    'POST',
    '/api/question/link/check',
  ),
};
