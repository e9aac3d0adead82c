import {
  bindDeviceBody,
  boundDeviceView,
  deviceApplicationView,
  deviceApplyBody,
  deviceSpecQuery,
  deviceSpecView,
  deviceView,
  envelope,
  idParam,
  myDevicesQuery,
  patientBindDeviceBody,
  unbindDeviceQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import {
  applyDevice,
  bindDevice,
  deviceSpecList,
  movePatientDevice,
  myDevices,
  unbindDevice,
} from './service.ts';

const tags = ['iot'];

/** Device management under /api/iot (enveloped answers). */
export default async function deviceRoutes(
  app: FastifyInstance,
  opts: { services: Services; cache: DeviceCache },
) {
  const { services, cache } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/iot/device/bind',
    {
      schema: {
        body: bindDeviceBody,
        response: { 200: envelope(boundDeviceView) },
        tags,
        summary: '绑定设备',
        description:
          'To a patient the caller sees. The answer carries `secret` once: the IoT gateway sends it as X-Device-Secret with each reading. A device of another patient: 400 unless isForceBind by a servicer who sees that patient.',
      },
    },
    async (request) => ({ success: true, data: await bindDevice(services, cache, request, request.body) }),
  );

  r.delete(
    '/api/iot/device/unbind',
    {
      schema: {
        querystring: unbindDeviceQuery,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '解绑设备',
        description: 'By id or serial; the device secret stops working at once.',
      },
    },
    async (request) => {
      await unbindDevice(services, cache, request, request.query);
      return { success: true, data: null };
    },
  );

  r.get(
    '/api/iot/device/mine',
    {
      schema: {
        querystring: myDevicesQuery,
        response: { 200: envelope(z.array(deviceView)) },
        tags,
        summary: '我的设备',
        description: 'Devices of the patients the caller sees (optionally one patient).',
      },
    },
    async (request) => ({ success: true, data: await myDevices(services, request, request.query.patientId) }),
  );

  r.post(
    '/api/iot/device/apply',
    {
      schema: {
        body: deviceApplyBody,
        response: { 200: envelope(deviceApplicationView) },
        tags,
        summary: '设备申请',
      },
    },
    async (request) => ({ success: true, data: await applyDevice(services, request, request.body) }),
  );

  r.post(
    '/api/iot/spec',
    {
      schema: {
        body: deviceSpecQuery.optional(),
        response: { 200: envelope(z.array(deviceSpecView)) },
        tags,
        summary: '设备型号',
      },
    },
    async (request) => ({
      success: true,
      data: await deviceSpecList(services, request, request.body?.measureType),
    }),
  );

  r.post(
    '/api/iot/patient/bind',
    {
      schema: {
        body: patientBindDeviceBody,
        response: { 200: envelope(deviceView) },
        tags,
        summary: '设备换绑患者',
        description: 'Moves the device `serial` to `patientId` (both visible to the caller).',
      },
    },
    async (request) => ({
      success: true,
      data: await movePatientDevice(
        services,
        cache,
        request,
        { serial: request.body.serial },
        request.body.patientId,
      ),
    }),
  );

  r.post(
    '/api/iot/patient/bind/:id',
    {
      schema: {
        params: idParam,
        body: patientBindDeviceBody,
        response: { 200: envelope(deviceView) },
        tags,
        summary: '设备换绑患者（按设备id）',
      },
    },
    async (request) => ({
      success: true,
      data: await movePatientDevice(
        services,
        cache,
        request,
        { id: request.params.id },
        request.body.patientId,
      ),
    }),
  );
}
