import { deviceContract } from '@kanghu/shared/contracts';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { approveApplication, listApplications, rejectApplication } from './application-service.ts';
import type { DeviceCache } from './device-cache.ts';
import * as kindService from './kind-service.ts';
import { bindDevice } from './service.ts';

const tags = ['iot'];

/** Device kinds, device use, cooperating orgs, family-doctor binding and application review. */
export default async function deviceExtraRoutes(app: FastifyInstance, opts: { cache: DeviceCache }) {
  const { cache } = opts;

  const serve = routeTable(app, { access: 'user', tags });
  serve(device, deviceContract, {
    bleBp: {
      summary: '蓝牙血压计',
      description:
        "The patient's Bluetooth blood-pressure monitors (bindType ble or a MAC address), the one in use first, and their latest Bluetooth blood-pressure reading.",
      handle: (ctx, { query }) => kindService.kindSummary(ctx, 'bleBp', query.patientId),
    },
    nbBg: {
      summary: 'NB血糖仪',
      description:
        "The patient's NB-IoT glucose meters (bindType nb or an IMSI), the one in use first, and their latest IoT blood-sugar reading.",
      handle: (ctx, { query }) => kindService.kindSummary(ctx, 'nbBg', query.patientId),
    },
    use: {
      summary: '使用设备',
      description:
        'Records that the patient now uses this device (must be bound to them: else 400 该设备未绑定到此就诊人); lists put it first.',
      handle: (ctx, { body }) => kindService.useDevice(ctx, cache, body),
    },
    cooperationOrgs: {
      summary: '物联网合作机构',
      description:
        'Orgs of the project that cooperate for IoT devices (cooperationOrgCode of a device bind).',
      handle: (ctx) => kindService.cooperationOrgs(ctx),
    },
    saveCooperationOrg: {
      summary: '设置物联网合作机构',
      description: 'Project admins and staff: adds or updates a cooperating org by its code.',
      access: 'manager',
      handle: (ctx, { body }) => kindService.saveCooperationOrg(ctx, body),
    },
    doctorBind: {
      summary: '家庭医生绑定设备',
      description:
        'Servicers only (403 for customers): binds a device to a patient of their org (others: 404). Answers the device secret once.',
      access: 'servicer',
      handle: (ctx, { body }) => bindDevice(ctx, cache, body, { servicerOnly: true }),
    },
    applications: {
      summary: '设备申请列表',
      description:
        "Customers: their own applications. Doctors and assistants: their org's. Admins and staff: the project's. state 0 submitted, 1 approved, 2 rejected.",
      handle: (ctx, { query }) => listApplications(ctx, query),
    },
    approveApplication: {
      summary: '通过设备申请',
      description:
        "Servicers of the application's org: binds device `serial` to the applicant (patientId, else the patient with the application's ID number in their scope) and marks it approved. Decided already: 409 该申请已处理. Answers the device secret once.",
      access: 'servicer',
      handle: (ctx, { params, body }) => approveApplication(ctx, cache, params.id, body),
    },
    rejectApplication: {
      summary: '驳回设备申请',
      description:
        'Servicers of the org, with a reason the applicant sees. Decided already: 409 该申请已处理.',
      access: 'servicer',
      handle: (ctx, { params, body }) => rejectApplication(ctx, params.id, body.reason),
    },
  });
}
