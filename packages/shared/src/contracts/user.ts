import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Accounts: the caller's own profile, account management, look-ups. */
export const userContract = {
  mine: { response: s.sessionInfo },
  updateMine: { body: s.updateMineBody, response: s.userView },
  create: { body: s.upsertUserBody, response: s.userView },
  update: { params: s.idParam, body: s.upsertUserBody, response: s.userView },
  list: { query: s.userListQuery, response: s.userPage },
  resetPassword: { params: s.idParam, body: s.resetUserPasswordBody },
  brief: { params: s.idParam, response: s.userBrief },
  findByIdcard: { params: s.idcardParam, response: s.userWithIdcard },
  changeTel: { params: s.idParam, body: s.changeTelBody, response: s.userView },
  mcnRegister: { body: s.mcnRegisterBody },
} satisfies Contract;
