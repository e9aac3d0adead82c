import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected. */
export const familyMemberContract = {
  list: { query: s.familyMemberListQuery, response: s.familyMemberPage },
  create: { body: s.familyMemberBody, response: s.familyMemberView },
  audit: { params: s.idParam, body: s.familyAuditBody, response: s.familyMemberView },
  get: { params: s.idParam, response: s.familyMemberView },
  update: { params: s.idParam, body: s.familyMemberBody, response: s.familyMemberView },
  remove: { params: s.idParam },
} satisfies Contract;

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export const sideSwitchContract = {
  bind: { body: s.sideSwitchBindBody, response: s.sideSwitchBindView },
  bindings: { params: s.sideSwitchIdcardParam, response: s.sideSwitchBindList },
} satisfies Contract;

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export const patientRelationContract = {
  list: { query: s.relationListQuery, response: s.relationPage },
  add: { body: s.addRelationBody },
  remove: { query: s.removeRelationQuery },
  createBindCode: { body: s.createBindCodeBody, response: s.bindCodeView },
  bindByCode: { params: s.bindCodeParam, response: s.patientListItem },
  sendVerifyCode: { query: s.relationVerifyCodeQuery, response: s.smsSendResult },
  bindVerified: { body: s.relationUserBody, response: s.patientListItem },
  createVerified: { body: s.relationUserBody, response: s.patientListItem },
  usersOfPatients: { params: s.relationPatientsParam, response: s.relationUserList },
} satisfies Contract;
