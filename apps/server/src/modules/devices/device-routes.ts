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
import { route } from '../../plugins/route.ts';
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

  route(
    app,
    device.bind,
    {
      access: 'user',
      schemas: { body: bindDeviceBody, response: boundDeviceView },
      tags,
      summary: '绑定设备',
      description:
        'To a patient the caller sees. The answer carries `secret` once: the IoT gateway sends it as X-Device-Secret with each reading. A device of another patient: 400 unless isForceBind by a servicer who sees that patient.',
    },
    (ctx, { body }) => bindDevice(ctx, cache, body),
  );

  route(
    app,
    device.unbind,
    {
      access: 'user',
      schemas: { query: unbindDeviceQuery },
      tags,
      summary: '解绑设备',
      description: 'By id or serial; the device secret stops working at once.',
    },
    (ctx, { query }) => unbindDevice(ctx, cache, query),
  );

  route(
    app,
    device.mine,
    {
      access: 'user',
      schemas: { query: myDevicesQuery, response: deviceList },
      tags,
      summary: '我的设备',
      description: 'Devices of the patients the caller sees (optionally one patient).',
    },
    (ctx, { query }) => myDevices(ctx, query.patientId),
  );

  route(
    app,
    device.apply,
    {
      access: 'user',
      schemas: { body: deviceApplyBody, response: deviceApplicationView },
      tags,
      summary: '设备申请',
    },
    (ctx, { body }) => applyDevice(ctx, body),
  );

  route(
    app,
    device.specs,
    {
      access: 'user',
      schemas: { body: deviceSpecBody, response: deviceSpecList },
      tags,
      summary: '设备型号',
    },
    (ctx, { body }) => specsOf(ctx, body?.measureType),
  );

  route(
    app,
    device.moveToPatient,
    {
      access: 'user',
      schemas: { body: patientBindDeviceBody, response: deviceView },
      tags,
      summary: '设备换绑患者',
      description: 'Moves the device `serial` to `patientId` (both visible to the caller).',
    },
    (ctx, { body }) => movePatientDevice(ctx, cache, { serial: body.serial }, body.patientId),
  );

  route(
    app,
    device.moveToPatientById,
    {
      access: 'user',
      schemas: { params: idParam, body: patientBindDeviceBody, response: deviceView },
      tags,
      summary: '设备换绑患者（按设备id）',
    },
    (ctx, { params, body }) => movePatientDevice(ctx, cache, { id: params.id }, body.patientId),
  );
}
