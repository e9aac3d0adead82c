import type { Contract } from '../endpoints/endpoint.ts';
import {
  categoryBody,
  categoryList,
  categoryView,
  courseIdParam,
  examAttemptView,
  examResult,
  examSubmitBody,
  examSummary,
  knowledgeBody,
  knowledgeDetail,
  knowledgeDetailQuery,
  knowledgeIdParam,
  knowledgeListQuery,
  knowledgePage,
  knowledgeView,
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
} from '../index.ts';

/**
 * Knowledge items, categories, play history and enrollment (endpoints.tsv area knowledge; paths
 * inferred there), plus calls the spec does not list: category add, learn tasks, study rank and
 * course exams (docs/decisions.md, "Knowledge and courses").
 */
export const knowledgeContract = {
  list: { query: knowledgeListQuery, response: knowledgePage },
  detail: { params: knowledgeIdParam, query: knowledgeDetailQuery, response: knowledgeDetail },
  create: { body: knowledgeBody, response: knowledgeView },
  update: { params: knowledgeIdParam, body: knowledgeBody, response: knowledgeView },
  categories: { response: categoryList },
  categoryAdd: { body: categoryBody, response: categoryView },
  playSave: { body: playHistoryBody, response: playHistoryView },
  playHistory: { query: playHistoryQuery, response: playHistoryPage },
  students: { query: studentQuery, response: studentPage },
  join: { body: studentBody, response: studentView },
  studentUpdate: { params: knowledgeIdParam, body: studentUpdateBody, response: studentView },
  learnTasks: { response: learnTaskList },
  studyRank: { query: studyRankQuery, response: studyRank },
  exam: { params: courseIdParam, response: examSummary },
  examStart: { params: courseIdParam, response: examAttemptView },
  examSubmit: { params: knowledgeIdParam, body: examSubmitBody, response: examResult },
  examResult: { params: knowledgeIdParam, response: examResult },
} satisfies Contract;
