import type { Contract } from '../endpoints/endpoint.ts';
import {
  addRelationBody,
  bindCodeParam,
  bindCodeView,
  createBindCodeBody,
  familyAuditBody,
  familyMemberBody,
  familyMemberListQuery,
  familyMemberPage,
  familyMemberView,
  idParam,
  patientListItem,
  relationListQuery,
  relationPage,
  relationPatientsParam,
  relationUserBody,
  relationUserList,
  relationVerifyCodeQuery,
  removeRelationQuery,
  sideSwitchBindBody,
  sideSwitchBindList,
  sideSwitchBindView,
  sideSwitchIdcardParam,
  smsSendResult,
} from '../index.ts';

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected. */
export const familyMemberContract = {
  list: { query: familyMemberListQuery, response: familyMemberPage },
  create: { body: familyMemberBody, response: familyMemberView },
  audit: { params: idParam, body: familyAuditBody, response: familyMemberView },
  get: { params: idParam, response: familyMemberView },
  update: { params: idParam, body: familyMemberBody, response: familyMemberView },
  remove: { params: idParam },
} satisfies Contract;

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export const sideSwitchContract = {
  bind: { body: sideSwitchBindBody, response: sideSwitchBindView },
  bindings: { params: sideSwitchIdcardParam, response: sideSwitchBindList },
} satisfies Contract;

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export const patientRelationContract = {
  list: { query: relationListQuery, response: relationPage },
  add: { body: addRelationBody },
  remove: { query: removeRelationQuery },
  createBindCode: { body: createBindCodeBody, response: bindCodeView },
  bindByCode: { params: bindCodeParam, response: patientListItem },
  sendVerifyCode: { query: relationVerifyCodeQuery, response: smsSendResult },
  bindVerified: { body: relationUserBody, response: patientListItem },
  createVerified: { body: relationUserBody, response: patientListItem },
  usersOfPatients: { params: relationPatientsParam, response: relationUserList },
} satisfies Contract;
