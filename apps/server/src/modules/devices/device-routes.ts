import {
  bindDeviceBody,
  boundDeviceView,
  deviceApplicationView,
  deviceApplyBody,
  deviceList,
  deviceSpecBody,
  deviceSpecList,
  deviceView,
  idParam,
  myDevicesQuery,
  patientBindDeviceBody,
  unbindDeviceQuery,
} from '@kanghu/shared';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import type { DeviceCache } from './device-cache.ts';
import {
  applyDevice,
  bindDevice,
  movePatientDevice,
  myDevices,
  deviceSpecList as specsOf,
  unbindDevice,
} from './service.ts';

const tags = ['iot'];

/** Device management under /api/iot (enveloped answers). */
export default async function deviceRoutes(app: FastifyInstance, opts: { cache: DeviceCache }) {
  const { cache } = opts;

  const add = routes(app, { access: 'user', tags });
  add(
    device.bind,
    { body: bindDeviceBody, response: boundDeviceView },
    {
      summary: '绑定设备',
      description:
        'To a patient the caller sees. The answer carries `secret` once: the IoT gateway sends it as X-Device-Secret with each reading. A device of another patient: 400 unless isForceBind by a servicer who sees that patient.',
    },
    (ctx, { body }) => bindDevice(ctx, cache, body),
  );

  add(
    device.unbind,
    { query: unbindDeviceQuery },
    { summary: '解绑设备', description: 'By id or serial; the device secret stops working at once.' },
    (ctx, { query }) => unbindDevice(ctx, cache, query),
  );

  add(
    device.mine,
    { query: myDevicesQuery, response: deviceList },
    { summary: '我的设备', description: 'Devices of the patients the caller sees (optionally one patient).' },
    (ctx, { query }) => myDevices(ctx, query.patientId),
  );

  add(device.apply, { body: deviceApplyBody, response: deviceApplicationView }, '设备申请', (ctx, { body }) =>
    applyDevice(ctx, body),
  );

  add(device.specs, { body: deviceSpecBody, response: deviceSpecList }, '设备型号', (ctx, { body }) =>
    specsOf(ctx, body?.measureType),
  );

  add(
    device.moveToPatient,
    { body: patientBindDeviceBody, response: deviceView },
    {
      summary: '设备换绑患者',
      description: 'Moves the device `serial` to `patientId` (both visible to the caller).',
    },
    (ctx, { body }) => movePatientDevice(ctx, cache, { serial: body.serial }, body.patientId),
  );

  add(
    device.moveToPatientById,
    { params: idParam, body: patientBindDeviceBody, response: deviceView },
    '设备换绑患者（按设备id）',
    (ctx, { params, body }) => movePatientDevice(ctx, cache, { id: params.id }, body.patientId),
  );
}
