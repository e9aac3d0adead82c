import {
  boundDeviceView,
  DEVICE_SECRET_HEADER,
  deviceList,
  iotLastReading,
  iotPositionResult,
  iotReadingList,
  iotReadingResult,
  serialParam,
} from '@kanghu/shared';
import { deviceContract } from '@kanghu/shared/contracts';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rawRoute } from '../../plugins/route.ts';
import type { DeviceCache } from './device-cache.ts';
import { deviceSecretOf, ingestReading, lastReading, latestIotReadings } from './iot-service.ts';
import { ingestPosition } from './position-service.ts';
import { bindDevice, myDevices } from './service.ts';

const tags = ['iot'];
const secretOf = (reply: FastifyReply) => deviceSecretOf(reply.request.headers[DEVICE_SECRET_HEADER]);

/** IoT collection calls: BARE answers (no envelope); failures are still {success:false,msg}. */
export default async function iotRoutes(app: FastifyInstance, opts: { cache: DeviceCache }) {
  const { cache } = opts;

  rawRoute(
    app,
    device.collectReading,
    {
      access: 'open',
      schemas: deviceContract.collectReading,
      response: { 200: iotReadingResult },
      tags,
      summary: 'IoT数据上报',
      description:
        'Device gateways: Project header, X-Device-Secret (issued at bind), body {serial, type, values, measureTime?}. Unknown serial, unbound device or wrong secret: 401 设备认证失败. Type must match the device. Bad values: 400, nothing stored.',
    },
    (ctx, { body }, reply) => ingestReading(ctx, cache, secretOf(reply), body),
  );

  rawRoute(
    app,
    device.collectPosition,
    {
      access: 'open',
      schemas: deviceContract.collectPosition,
      response: { 200: iotPositionResult },
      tags,
      summary: 'IoT定位上报',
      description:
        "A watch gateway: Project header, X-Device-Secret, body {serial, lng, lat, accuracy?, address?, measureTime?} (WGS-84). Stored for the device's patient (GET /api/patient/life/position). Authentication as for readings: 401 设备认证失败.",
    },
    (ctx, { body }, reply) => ingestPosition(ctx, cache, secretOf(reply), body),
  );

  rawRoute(
    app,
    device.latestIotReadings,
    {
      access: 'servicer',
      schemas: deviceContract.latestIotReadings,
      response: { 200: iotReadingList },
      tags,
      summary: '医生查看最新IoT数据',
      description: 'Servicers: the latest 50 IoT readings of the patients of their scope.',
    },
    (ctx) => latestIotReadings(ctx),
  );

  rawRoute(
    app,
    device.familyBind,
    {
      access: 'user',
      schemas: deviceContract.familyBind,
      response: { 200: boundDeviceView },
      tags,
      summary: '家庭端绑定设备',
      description: 'Same as POST /api/iot/device/bind, bare answer.',
    },
    (ctx, { body }) => bindDevice(ctx, cache, body),
  );

  rawRoute(
    app,
    device.familyDevices,
    {
      access: 'user',
      schemas: deviceContract.familyDevices,
      response: { 200: deviceList },
      tags,
      summary: '家庭端设备列表',
      description:
        'Devices of the patients of the signed-in account (the LocalUserId header is not trusted).',
    },
    (ctx) => myDevices(ctx),
  );

  for (const [endpoint, segment, type] of [
    [device.lastBp, 'bp', 'bp'],
    [device.lastBg, 'bg', 'bg'],
    [device.lastBmi, 'bmi', 'weight'],
  ] as const) {
    rawRoute(
      app,
      endpoint,
      {
        access: 'user',
        schemas: { params: serialParam },
        response: { 200: iotLastReading },
        tags,
        summary: `设备最新${segment}数据`,
        description: 'The latest reading of a device bound to a patient the caller sees; null when none.',
      },
      (ctx, { params }) => lastReading(ctx, params.serial, type),
    );
  }
}
