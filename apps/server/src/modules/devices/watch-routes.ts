import { deviceContract } from '@kanghu/shared/contracts';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { DeviceCache } from './device-cache.ts';
import { listPositions } from './position-service.ts';
import type { WatchProvider } from './watch-provider.ts';
import { bindWatch, getWatch } from './watch-service.ts';

const tags = ['iot'];

/** The watch (spec 2 section 3 watch bind) and the positions it reports. */
export default async function watchRoutes(
  app: FastifyInstance,
  opts: { cache: DeviceCache; provider: WatchProvider },
) {
  const { cache, provider } = opts;

  const serve = routeTable(app, { access: 'user', tags });
  serve(device, deviceContract, {
    bindWatch: {
      summary: '绑定手表',
      description:
        "Registers the watch with the watch provider and binds it to a patient the caller sees (a device with serial deviceSn). deviceSecret (16+ characters) is stored only as a hash: the vendor's gateway sends it as X-Device-Secret with the watch's heart rates (POST /iotapi/mobile/collect/family/doctor, type hr) and positions (POST /iotapi/mobile/collect/position). The emergency phone is answered masked.",
      handle: (ctx, { body }) => bindWatch(ctx, cache, provider, body),
    },
    watch: {
      summary: '手表信息',
      description: "The patient's bound watch with its latest position and heart rate; null when none.",
      handle: (ctx, { query }) => getWatch(ctx, provider, query.patientId),
    },
    positions: {
      summary: '定位记录',
      description:
        "A patient's watch positions (WGS-84), newest first, optionally between startTime and endTime; at most pageSize (default 100, max 500).",
      handle: (ctx, { query }) => listPositions(ctx, query),
    },
  });
}
