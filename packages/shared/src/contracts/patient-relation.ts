import type { Contract } from '../endpoints/endpoint.ts';
import {
  familyAuditBody,
  familyMemberBody,
  familyMemberListQuery,
  familyMemberPage,
  familyMemberView,
  idParam,
  sideSwitchBindBody,
  sideSwitchBindList,
  sideSwitchBindView,
  sideSwitchIdcardParam,
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
