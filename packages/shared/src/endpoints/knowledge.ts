import type { knowledgeContract } from '../contracts/knowledge.ts';
import { endpointsOf } from './endpoint.ts';

const BASE = '/api/education/knowledge';

/**
 * Knowledge items, categories, play history and enrollment (endpoints.tsv area knowledge; paths
 * inferred there), plus calls the spec does not list: category add, learn tasks, study rank and
 * course exams (docs/decisions.md, "Knowledge and courses").
 */
export const knowledge = endpointsOf<typeof knowledgeContract>({
  list: `GET ${BASE}`,
  detail: `GET ${BASE}/:id`,
  create: `POST ${BASE}`,
  update: `PUT ${BASE}/:id`,
  categories: `GET ${BASE}/category`,
  categoryAdd: `POST ${BASE}/category`,
  playSave: `POST ${BASE}/play/history`,
  playHistory: `GET ${BASE}/play/history`,
  students: `GET ${BASE}/student`,
  join: `POST ${BASE}/student`,
  studentUpdate: `PUT ${BASE}/student/:id`,
  learnTasks: `GET ${BASE}/learn/task`,
  studyRank: `GET ${BASE}/study/rank`,
  exam: `GET ${BASE}/:id/exam`,
  examStart: `POST ${BASE}/:id/exam/start`,
  examSubmit: `POST ${BASE}/exam/attempt/:id/submit`,
  examResult: `GET ${BASE}/exam/attempt/:id`,
});
