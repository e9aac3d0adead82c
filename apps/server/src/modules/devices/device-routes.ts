import { deviceContract } from '@kanghu/shared/contracts';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { DeviceCache } from './device-cache.ts';
import * as service from './service.ts';

const tags = ['iot'];

/** Device management under /api/iot (enveloped answers). */
export default async function deviceRoutes(app: FastifyInstance, opts: { cache: DeviceCache }) {
  const { cache } = opts;

  const serve = routeTable(app, { access: 'user', tags });
  serve(device, deviceContract, {
    bind: {
      summary: '绑定设备',
      description:
        'To a patient the caller sees. The answer carries `secret` once: the IoT gateway sends it as X-Device-Secret with each reading. A device of another patient: 400 unless isForceBind by a servicer who sees that patient.',
      handle: (ctx, { body }) => service.bindDevice(ctx, cache, body),
    },
    unbind: {
      summary: '解绑设备',
      description: 'By id or serial; the device secret stops working at once.',
      handle: (ctx, { query }) => service.unbindDevice(ctx, cache, query),
    },
    mine: {
      summary: '我的设备',
      description: 'Devices of the patients the caller sees (optionally one patient).',
      handle: (ctx, { query }) => service.myDevices(ctx, query.patientId),
    },
    apply: { summary: '设备申请', handle: (ctx, { body }) => service.applyDevice(ctx, body) },
    specs: { summary: '设备型号', handle: (ctx, { body }) => service.deviceSpecList(ctx, body?.measureType) },
    moveToPatient: {
      summary: '设备换绑患者',
      description: 'Moves the device `serial` to `patientId` (both visible to the caller).',
      handle: (ctx, { body }) =>
        service.movePatientDevice(ctx, cache, { serial: body.serial }, body.patientId),
    },
    moveToPatientById: {
      summary: '设备换绑患者（按设备id）',
      handle: (ctx, { params, body }) =>
        service.movePatientDevice(ctx, cache, { id: params.id }, body.patientId),
    },
  });
}
