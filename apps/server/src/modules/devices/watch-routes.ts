import { envelope, positionQuery, positionView, watchBindBody, watchQuery, watchView } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import { listPositions } from './position-service.ts';
import type { WatchProvider } from './watch-provider.ts';
import { bindWatch, getWatch } from './watch-service.ts';

const tags = ['iot'];

/** The watch (spec 2 section 3 watch bind) and the positions it reports. */
export default async function watchRoutes(
  app: FastifyInstance,
  opts: { services: Services; cache: DeviceCache; provider: WatchProvider },
) {
  const { services, cache, provider } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/patient/yk/fuyun/watch/bind',
    {
      schema: {
        body: watchBindBody,
        response: { 200: envelope(watchView) },
        tags,
        summary: '绑定手表',
        description:
          "Registers the watch with the watch provider and binds it to a patient the caller sees (a device with serial deviceSn). deviceSecret (16+ characters) is stored only as a hash: the vendor's gateway sends it as X-Device-Secret with the watch's heart rates (POST /iotapi/mobile/collect/family/doctor, type hr) and positions (POST /iotapi/mobile/collect/position). The emergency phone is answered masked.",
      },
    },
    async (request) => ({
      success: true,
      data: await bindWatch(services, cache, provider, request, request.body),
    }),
  );

  r.get(
    '/api/patient/yk/fuyun/watch',
    {
      schema: {
        querystring: watchQuery,
        response: { 200: envelope(watchView.nullable()) },
        tags,
        summary: '手表信息',
        description: "The patient's bound watch with its latest position and heart rate; null when none.",
      },
    },
    async (request) => ({
      success: true,
      data: await getWatch(services, provider, request, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/life/position',
    {
      schema: {
        querystring: positionQuery,
        response: { 200: envelope(z.array(positionView)) },
        tags,
        summary: '定位记录',
        description:
          "A patient's watch positions (WGS-84), newest first, optionally between startTime and endTime; at most pageSize (default 100, max 500).",
      },
    },
    async (request) => ({ success: true, data: await listPositions(services, request, request.query) }),
  );
}
