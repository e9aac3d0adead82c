import type {
  categoryBody,
  categoryList,
  categoryView,
  examSummary,
  knowledgeBody,
  knowledgeDetailQuery,
  knowledgeIdParam,
  knowledgeListQuery,
  knowledgePage,
  knowledgeView,
} from '../schemas/knowledge.ts';
import type {
  courseIdParam,
  examAttemptView,
  examResult,
  examSubmitBody,
  knowledgeDetail,
  learnTaskList,
  playHistoryBody,
  playHistoryPage,
  playHistoryQuery,
  playHistoryView,
  studentBody,
  studentPage,
  studentQuery,
  studentUpdateBody,
  studentView,
  studyRank,
  studyRankQuery,
} from '../schemas/knowledge-study.ts';
import { endpoint } from './endpoint.ts';

const BASE = '/api/education/knowledge';

/**
 * Knowledge items, categories, play history and enrollment (endpoints.tsv area knowledge; paths
 * inferred there), plus calls the spec does not list: category add, learn tasks, study rank and
 * course exams (docs/decisions.md, "Knowledge and courses").
 */
export const knowledge = {
  list: endpoint<{ query: typeof knowledgeListQuery; response: typeof knowledgePage }>('GET', BASE),
  detail: endpoint<{
    params: typeof knowledgeIdParam;
    query: typeof knowledgeDetailQuery;
    response: typeof knowledgeDetail;
  }>('GET', `${BASE}/:id`),
  create: endpoint<{ body: typeof knowledgeBody; response: typeof knowledgeView }>('POST', BASE),
  update: endpoint<{
    params: typeof knowledgeIdParam;
    body: typeof knowledgeBody;
    response: typeof knowledgeView;
  }>('PUT', `${BASE}/:id`),
  categories: endpoint<{ response: typeof categoryList }>('GET', `${BASE}/category`),
  categoryAdd: endpoint<{ body: typeof categoryBody; response: typeof categoryView }>(
    'POST',
    `${BASE}/category`,
  ),
  playSave: endpoint<{ body: typeof playHistoryBody; response: typeof playHistoryView }>(
    'POST',
    `${BASE}/play/history`,
  ),
  playHistory: endpoint<{ query: typeof playHistoryQuery; response: typeof playHistoryPage }>(
    'GET',
    `${BASE}/play/history`,
  ),
  students: endpoint<{ query: typeof studentQuery; response: typeof studentPage }>('GET', `${BASE}/student`),
  join: endpoint<{ body: typeof studentBody; response: typeof studentView }>('POST', `${BASE}/student`),
  studentUpdate: endpoint<{
    params: typeof knowledgeIdParam;
    body: typeof studentUpdateBody;
    response: typeof studentView;
  }>('PUT', `${BASE}/student/:id`),
  learnTasks: endpoint<{ response: typeof learnTaskList }>('GET', `${BASE}/learn/task`),
  studyRank: endpoint<{ query: typeof studyRankQuery; response: typeof studyRank }>(
    'GET',
    `${BASE}/study/rank`,
  ),
  exam: endpoint<{ params: typeof courseIdParam; response: typeof examSummary }>('GET', `${BASE}/:id/exam`),
  examStart: endpoint<{ params: typeof courseIdParam; response: typeof examAttemptView }>(
    'POST',
    `${BASE}/:id/exam/start`,
  ),
  examSubmit: endpoint<{
    params: typeof knowledgeIdParam;
    body: typeof examSubmitBody;
    response: typeof examResult;
  }>('POST', `${BASE}/exam/attempt/:id/submit`),
  examResult: endpoint<{ params: typeof knowledgeIdParam; response: typeof examResult }>(
    'GET',
    `${BASE}/exam/attempt/:id`,
  ),
};
