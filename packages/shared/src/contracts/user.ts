import type { Contract } from '../endpoints/endpoint.ts';
import {
  changeTelBody,
  idcardParam,
  idParam,
  mcnRegisterBody,
  resetUserPasswordBody,
  sessionInfo,
  updateMineBody,
  upsertUserBody,
  userBrief,
  userListQuery,
  userPage,
  userView,
  userWithIdcard,
} from '../index.ts';

/** Accounts: the caller's own profile, account management, look-ups. */
export const userContract = {
  mine: { response: sessionInfo },
  updateMine: { body: updateMineBody, response: userView },
  create: { body: upsertUserBody, response: userView },
  update: { params: idParam, body: upsertUserBody, response: userView },
  list: { query: userListQuery, response: userPage },
  resetPassword: { params: idParam, body: resetUserPasswordBody },
  brief: { params: idParam, response: userBrief },
  findByIdcard: { params: idcardParam, response: userWithIdcard },
  changeTel: { params: idParam, body: changeTelBody, response: userView },
  mcnRegister: { body: mcnRegisterBody },
} satisfies Contract;
