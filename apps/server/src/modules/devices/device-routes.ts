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
    {
      summary: '绑定设备',
      description:
        'To a patient the caller sees. The answer carries `secret` once: the IoT gateway sends it as X-Device-Secret with each reading. A device of another patient: 400 unless isForceBind by a servicer who sees that patient.',
      body: bindDeviceBody,
      response: boundDeviceView,
    },
    (ctx, { body }) => bindDevice(ctx, cache, body),
  );

  add(
    device.unbind,
    {
      summary: '解绑设备',
      description: 'By id or serial; the device secret stops working at once.',
      query: unbindDeviceQuery,
    },
    (ctx, { query }) => unbindDevice(ctx, cache, query),
  );

  add(
    device.mine,
    {
      summary: '我的设备',
      description: 'Devices of the patients the caller sees (optionally one patient).',
      query: myDevicesQuery,
      response: deviceList,
    },
    (ctx, { query }) => myDevices(ctx, query.patientId),
  );

  add(
    device.apply,
    { summary: '设备申请', body: deviceApplyBody, response: deviceApplicationView },
    (ctx, { body }) => applyDevice(ctx, body),
  );

  add(
    device.specs,
    { summary: '设备型号', body: deviceSpecBody, response: deviceSpecList },
    (ctx, { body }) => specsOf(ctx, body?.measureType),
  );

  add(
    device.moveToPatient,
    {
      summary: '设备换绑患者',
      description: 'Moves the device `serial` to `patientId` (both visible to the caller).',
      body: patientBindDeviceBody,
      response: deviceView,
    },
    (ctx, { body }) => movePatientDevice(ctx, cache, { serial: body.serial }, body.patientId),
  );

  add(
    device.moveToPatientById,
    {
      summary: '设备换绑患者（按设备id）',
      params: idParam,
      body: patientBindDeviceBody,
      response: deviceView,
    },
    (ctx, { params, body }) => movePatientDevice(ctx, cache, { id: params.id }, body.patientId),
  );
}
