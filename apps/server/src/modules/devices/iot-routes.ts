import {
  boundDeviceView,
  deviceView,
  iotBindDeviceBody,
  iotPositionBody,
  iotPositionResult,
  iotReadingBody,
  iotReadingResult,
  measurementView,
  serialParam,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import { ingestReading, lastReading, latestIotReadings } from './iot-service.ts';
import { ingestPosition } from './position-service.ts';
import { bindDevice, myDevices } from './service.ts';

const tags = ['iot'];
const BASE = '/iotapi/mobile/collect';

/** IoT collection calls: BARE answers (no envelope); failures are still {success:false,msg}. */
export default async function iotRoutes(
  app: FastifyInstance,
  opts: { services: Services; cache: DeviceCache },
) {
  const { services, cache } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${BASE}/family/doctor`,
    {
      config: { access: 'open' },
      schema: {
        body: iotReadingBody,
        response: { 200: iotReadingResult },
        tags,
        summary: 'IoT数据上报',
        description:
          'Device gateways: Project header, X-Device-Secret (issued at bind), body {serial, type, values, measureTime?}. Unknown serial, unbound device or wrong secret: 401 设备认证失败. Type must match the device. Bad values: 400, nothing stored.',
      },
    },
    async (request) => ingestReading(services, app, cache, request, request.body),
  );

  r.post(
    `${BASE}/position`,
    {
      config: { access: 'open' },
      schema: {
        body: iotPositionBody,
        response: { 200: iotPositionResult },
        tags,
        summary: 'IoT定位上报',
        description:
          "A watch gateway: Project header, X-Device-Secret, body {serial, lng, lat, accuracy?, address?, measureTime?} (WGS-84). Stored for the device's patient (GET /api/patient/life/position). Authentication as for readings: 401 设备认证失败.",
      },
    },
    async (request) => ingestPosition(services, cache, request, request.body),
  );

  r.get(
    `${BASE}/family/doctor`,
    {
      schema: {
        response: { 200: z.array(measurementView) },
        tags,
        summary: '医生查看最新IoT数据',
        description: 'Servicers: the latest 50 IoT readings of the patients of their scope.',
      },
    },
    async (request) => latestIotReadings(services, request),
  );

  r.post(
    `${BASE}/family/bind/device`,
    {
      schema: {
        body: iotBindDeviceBody,
        response: { 200: boundDeviceView },
        tags,
        summary: '家庭端绑定设备',
        description: 'Same as POST /api/iot/device/bind, bare answer.',
      },
    },
    async (request) => bindDevice(services, cache, request, request.body),
  );

  r.get(
    `${BASE}/family/device`,
    {
      schema: {
        response: { 200: z.array(deviceView) },
        tags,
        summary: '家庭端设备列表',
        description:
          'Devices of the patients of the signed-in account (the LocalUserId header is not trusted).',
      },
    },
    async (request) => myDevices(services, request),
  );

  for (const [segment, type] of [
    ['bp', 'bp'],
    ['bg', 'bg'],
    ['bmi', 'weight'],
  ] as const) {
    r.get(
      `${BASE}/${segment}/:serial/last`,
      {
        schema: {
          params: serialParam,
          response: { 200: measurementView.nullable() },
          tags,
          summary: `设备最新${segment}数据`,
          description: 'The latest reading of a device bound to a patient the caller sees; null when none.',
        },
      },
      async (request) => lastReading(services, request, request.params.serial, type),
    );
  }
}
