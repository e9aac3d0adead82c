import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * Knowledge items, categories, play history and enrollment (endpoints.tsv area knowledge; paths
 * inferred there), plus calls the spec does not list: category add, learn tasks, study rank and
 * course exams (docs/decisions.md, "Knowledge and courses").
 */
export const knowledgeContract = {
  list: { query: s.knowledgeListQuery, response: s.knowledgePage },
  detail: { params: s.knowledgeIdParam, query: s.knowledgeDetailQuery, response: s.knowledgeDetail },
  create: { body: s.knowledgeBody, response: s.knowledgeView },
  update: { params: s.knowledgeIdParam, body: s.knowledgeBody, response: s.knowledgeView },
  categories: { response: s.categoryList },
  categoryAdd: { body: s.categoryBody, response: s.categoryView },
  playSave: { body: s.playHistoryBody, response: s.playHistoryView },
  playHistory: { query: s.playHistoryQuery, response: s.playHistoryPage },
  students: { query: s.studentQuery, response: s.studentPage },
  join: { body: s.studentBody, response: s.studentView },
  studentUpdate: { params: s.knowledgeIdParam, body: s.studentUpdateBody, response: s.studentView },
  learnTasks: { response: s.learnTaskList },
  studyRank: { query: s.studyRankQuery, response: s.studyRank },
  exam: { params: s.courseIdParam, response: s.examSummary },
  examStart: { params: s.courseIdParam, response: s.examAttemptView },
  examSubmit: { params: s.knowledgeIdParam, body: s.examSubmitBody, response: s.examResult },
  examResult: { params: s.knowledgeIdParam, response: s.examResult },
} satisfies Contract;
