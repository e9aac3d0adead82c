import type { mcnRegisterBody } from '../schemas/auth.ts';
import type {
  changeTelBody,
  idcardParam,
  idParam,
  resetUserPasswordBody,
  sessionInfo,
  updateMineBody,
  upsertUserBody,
  userBrief,
  userListQuery,
  userPage,
  userView,
  userWithIdcard,
} from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** Accounts: the caller's own profile, account management, look-ups. */
export const user = {
  mine: endpoint<{ response: typeof sessionInfo }>('GET', '/api/user/mine'),
  updateMine: endpoint<{ body: typeof updateMineBody; response: typeof userView }>('PUT', '/api/user/mine'),
  create: endpoint<{ body: typeof upsertUserBody; response: typeof userView }>('POST', '/api/user'),
  update: endpoint<{ params: typeof idParam; body: typeof upsertUserBody; response: typeof userView }>(
    'PUT',
    '/api/user/:id',
  ),
  list: endpoint<{ query: typeof userListQuery; response: typeof userPage }>('GET', '/api/user'),
  resetPassword: endpoint<{ params: typeof idParam; body: typeof resetUserPasswordBody }>(
    'PUT',
    '/api/user/:id/password/reset',
  ),
  brief: endpoint<{ params: typeof idParam; response: typeof userBrief }>('GET', '/api/user/:id'),
  findByIdcard: endpoint<{ params: typeof idcardParam; response: typeof userWithIdcard }>(
    'GET',
    '/api/user/findUser/idcard/:idcard',
  ),
  changeTel: endpoint<{ params: typeof idParam; body: typeof changeTelBody; response: typeof userView }>(
    'PUT',
    '/api/user/tel/:id',
  ),
  mcnRegister: endpoint<{ body: typeof mcnRegisterBody }>('POST', '/api/user/mcn/zdcs/register'),
};
