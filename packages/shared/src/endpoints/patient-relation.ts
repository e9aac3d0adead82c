import type { familyMemberContract, sideSwitchContract } from '../contracts/patient-relation.ts';
import type { smsSendResult } from '../schemas/auth.ts';
import type { patientListItem } from '../schemas/patient.ts';
import type {
  addRelationBody,
  bindCodeParam,
  bindCodeView,
  createBindCodeBody,
  relationListQuery,
  relationPage,
  relationPatientsParam,
  relationUserBody,
  relationUserList,
  relationVerifyCodeQuery,
  removeRelationQuery,
} from '../schemas/patient-relation.ts';
import { endpoint, endpointsOf } from './endpoint.ts';

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

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected. */
export const familyMember = endpointsOf<typeof familyMemberContract>({
  list: `GET ${FAMILY}`,
  create: `POST ${FAMILY}`,
  audit: `PUT ${FAMILY}/audit/state/:id`,
  get: `GET ${FAMILY}/:id`,
  update: `PUT ${FAMILY}/:id`,
  remove: `DELETE ${FAMILY}/:id`,
});

/** Third-party (partner side) patient bindings of spec 3 (side switch). */
export const sideSwitch = endpointsOf<typeof sideSwitchContract>({
  bind: 'POST /api/third/patient/side/switch/bind',
  bindings: 'GET /api/third/patient/side/switch/bind/idcard/:idcard',
});
