import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export const taskContract = {
  list: { query: s.taskQuery, response: s.taskPage },
  create: { body: s.taskBody, response: s.taskView },
  detail: { params: s.idParam, response: s.taskView },
  update: { params: s.idParam, body: s.taskBody, response: s.taskView },
  remove: { params: s.idParam, response: s.taskView },
  receive: { params: s.idParam, response: s.taskView },
  finish: { params: s.idParam, body: s.finishTaskBody, response: s.taskView },
  signIn: { response: s.signInResult },
  signIns: { query: s.signInQuery, response: s.signInHistory },
  ipRecord: { query: s.ipRecordQuery, response: s.ipRecordView },
} satisfies Contract;
