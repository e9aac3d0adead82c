import type { taskContract } from '../contracts/task.ts';
import { endpointsOf } from './endpoint.ts';

/** The staff task centre, daily sign-in and address records (spec area `task`). */
export const task = endpointsOf<typeof taskContract>({
  list: 'GET /api/user/task/center',
  create: 'POST /api/user/task/center',
  detail: 'GET /api/user/task/center/:id',
  update: 'PUT /api/user/task/center/:id',
  remove: 'DELETE /api/user/task/center/:id',
  receive: 'PUT /api/user/task/center/receive/task/:id',
  finish: 'PUT /api/user/task/center/finish/task/:id',
  signIn: 'POST /api/user/sign/in/record',
  signIns: 'GET /api/user/sign/in/record',
  ipRecord: 'POST /api/user/task/ip/record',
});
