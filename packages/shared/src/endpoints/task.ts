import type {
  finishTaskBody,
  ipRecordQuery,
  ipRecordView,
  signInHistory,
  signInQuery,
  signInResult,
  taskBody,
  taskPage,
  taskQuery,
  taskView,
} from '../schemas/task.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type One = typeof taskView;

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export const task = {
  list: endpoint<{ query: typeof taskQuery; response: typeof taskPage }>('GET', '/api/user/task/center'),
  create: endpoint<{ body: typeof taskBody; response: One }>('POST', '/api/user/task/center'),
  /** Ours: the finish screen opens one task. */
  detail: endpoint<{ params: typeof idParam; response: One }>('GET', '/api/user/task/center/:id'),
  update: endpoint<{ params: typeof idParam; body: typeof taskBody; response: One }>(
    'PUT',
    '/api/user/task/center/:id',
  ),
  remove: endpoint<{ params: typeof idParam; response: One }>('DELETE', '/api/user/task/center/:id'),
  receive: endpoint<{ params: typeof idParam; response: One }>(
    'PUT',
    '/api/user/task/center/receive/task/:id',
  ),
  finish: endpoint<{ params: typeof idParam; body: typeof finishTaskBody; response: One }>(
    'PUT',
    '/api/user/task/center/finish/task/:id',
  ),
  signIn: endpoint<{ response: typeof signInResult }>('POST', '/api/user/sign/in/record'),
  signIns: endpoint<{ query: typeof signInQuery; response: typeof signInHistory }>(
    'GET',
    '/api/user/sign/in/record',
  ),
  ipRecord: endpoint<{ query: typeof ipRecordQuery; response: typeof ipRecordView }>(
    'POST',
    '/api/user/task/ip/record',
  ),
};
