import type { Contract } from '../endpoints/endpoint.ts';
import {
  finishTaskBody,
  idParam,
  ipRecordQuery,
  ipRecordView,
  signInHistory,
  signInQuery,
  signInResult,
  taskBody,
  taskPage,
  taskQuery,
  taskView,
} from '../index.ts';

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export const taskContract = {
  list: { query: taskQuery, response: taskPage },
  create: { body: taskBody, response: taskView },
  detail: { params: idParam, response: taskView },
  update: { params: idParam, body: taskBody, response: taskView },
  remove: { params: idParam, response: taskView },
  receive: { params: idParam, response: taskView },
  finish: { params: idParam, body: finishTaskBody, response: taskView },
  signIn: { response: signInResult },
  signIns: { query: signInQuery, response: signInHistory },
  ipRecord: { query: ipRecordQuery, response: ipRecordView },
} satisfies Contract;
