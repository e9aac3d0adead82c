import type { userContract } from '../contracts/user.ts';
import { endpointsOf } from './endpoint.ts';

/** Accounts: the caller's own profile, account management, look-ups. */
export const user = endpointsOf<typeof userContract>({
  mine: 'GET /api/user/mine',
  updateMine: 'PUT /api/user/mine',
  create: 'POST /api/user',
  update: 'PUT /api/user/:id',
  list: 'GET /api/user',
  resetPassword: 'PUT /api/user/:id/password/reset',
  brief: 'GET /api/user/:id',
  findByIdcard: 'GET /api/user/findUser/idcard/:idcard',
  changeTel: 'PUT /api/user/tel/:id',
  mcnRegister: 'POST /api/user/mcn/zdcs/register',
});
