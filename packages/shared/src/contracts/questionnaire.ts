import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Questionnaires and assessments (issue 12; spec 2 section 7 "Questionnaires"). */
export const questionnaireContract = {
  list: { query: s.questionListQuery, response: s.questionPage },
  groups: { response: s.questionGroupList },
  detail: { params: s.idParam, response: s.questionDetail },
  submit: { body: s.questionRecordBody, response: s.questionRecordView },
  submitAnonymous: { body: s.anonymousRecordBody, response: s.questionRecordView },
  records: { query: s.questionRecordQuery, response: s.questionRecordPage },
  recordDetail: { params: s.idParam, response: s.questionRecordDetail },
  healthIndex: { params: s.idParam, response: s.healthIndexView },
  history: { query: s.questionHistoryQuery, response: s.questionHistoryView },
  evaluationRecords: { query: s.questionRecordQuery, response: s.questionRecordPage },
  draft: { query: s.questionDraftQuery, response: s.questionDraftView },
  saveDraft: { body: s.questionDraftBody, response: s.questionDraftView },
  issueLink: { body: s.questionLinkBody, response: s.questionLinkView },
  definitions: { response: s.questionDefinitionList },
  createDefinition: { body: s.questionDefinitionBody, response: s.questionDefinitionSaved },
  updateDefinition: {
    params: s.idParam,
    body: s.questionDefinitionBody,
    response: s.questionDefinitionSaved,
  },
  linkUpload: { response: s.questionLinkFileResult },
  linkFile: { params: s.questionLinkFileParams },
  checkLink: { body: s.questionLinkCheckBody, response: s.questionLinkCheckView },
} satisfies Contract;
