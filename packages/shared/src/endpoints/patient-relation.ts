import type { smsSendResult } from '../schemas/auth.ts';
import type { patientListItem } from '../schemas/patient.ts';
import type {
  addRelationBody,
  bindCodeParam,
  bindCodeView,
  createBindCodeBody,
  familyAuditBody,
  familyMemberBody,
  familyMemberListQuery,
  familyMemberPage,
  familyMemberView,
  relationListQuery,
  relationPage,
  relationPatientsParam,
  relationUserBody,
  relationUserList,
  relationVerifyCodeQuery,
  removeRelationQuery,
} from '../schemas/patient-relation.ts';
import type {
  sideSwitchBindBody,
  sideSwitchBindList,
  sideSwitchBindView,
  sideSwitchIdcardParam,
} from '../schemas/third-binding.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type VerifiedBind = { body: typeof relationUserBody; response: typeof patientListItem };

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export const patientRelation = {
  list: endpoint<{ query: typeof relationListQuery; response: typeof relationPage }>(
    'GET',
    '/api/patient/relation',
  ),
  add: endpoint<{ body: typeof addRelationBody }>('POST', '/api/patient/relation'),
  remove: endpoint<{ query: typeof removeRelationQuery }>('DELETE', '/api/patient/relation'),
  createBindCode: endpoint<{ body: typeof createBindCodeBody; response: typeof bindCodeView }>(
    'POST',
    '/api/patient/relation/bind/code',
  ),
  bindByCode: endpoint<{ params: typeof bindCodeParam; response: typeof patientListItem }>(
    'GET',
    '/api/patient/relation/bind/code/:code',
  ),
  sendVerifyCode: endpoint<{ query: typeof relationVerifyCodeQuery; response: typeof smsSendResult }>(
    'GET',
    '/api/patient/relation/user/bind/verify/code',
  ),
  /** Two paths of the spec for the same call. */
  bindVerified: endpoint<VerifiedBind>('POST', '/api/patient/relation/user'),
  createVerified: endpoint<VerifiedBind>('POST', '/api/patient/user/create/verify'),
  usersOfPatients: endpoint<{ params: typeof relationPatientsParam; response: typeof relationUserList }>(
    'GET',
    '/api/patient/relation/patient/:ids',
  ),
};

const FAMILY = '/api/patient/yzh/family/member';
type Member = { response: typeof familyMemberView };

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected. */
export const familyMember = {
  list: endpoint<{ query: typeof familyMemberListQuery; response: typeof familyMemberPage }>('GET', FAMILY),
  create: endpoint<Member & { body: typeof familyMemberBody }>('POST', FAMILY),
  audit: endpoint<Member & { params: typeof idParam; body: typeof familyAuditBody }>(
    'PUT',
    `${FAMILY}/audit/state/:id`,
  ),
  get: endpoint<Member & { params: typeof idParam }>('GET', `${FAMILY}/:id`),
  update: endpoint<Member & { params: typeof idParam; body: typeof familyMemberBody }>(
    'PUT',
    `${FAMILY}/:id`,
  ),
  remove: endpoint<{ params: typeof idParam }>('DELETE', `${FAMILY}/:id`),
};

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export const sideSwitch = {
  bind: endpoint<{ body: typeof sideSwitchBindBody; response: typeof sideSwitchBindView }>(
    'POST',
    '/api/third/patient/side/switch/bind',
  ),
  bindings: endpoint<{ params: typeof sideSwitchIdcardParam; response: typeof sideSwitchBindList }>(
    'GET',
    '/api/third/patient/side/switch/bind/idcard/:idcard',
  ),
};
