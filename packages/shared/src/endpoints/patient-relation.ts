import type {
  familyMemberContract,
  patientRelationContract,
  sideSwitchContract,
} from '../contracts/patient-relation.ts';
import { endpointsOf } from './endpoint.ts';

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export const patientRelation = endpointsOf<typeof patientRelationContract>({
  list: 'GET /api/patient/relation',
  add: 'POST /api/patient/relation',
  remove: 'DELETE /api/patient/relation',
  createBindCode: 'POST /api/patient/relation/bind/code',
  bindByCode: 'GET /api/patient/relation/bind/code/:code',
  sendVerifyCode: 'GET /api/patient/relation/user/bind/verify/code',
  bindVerified: 'POST /api/patient/relation/user',
  createVerified: 'POST /api/patient/user/create/verify',
  usersOfPatients: 'GET /api/patient/relation/patient/:ids',
});

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
