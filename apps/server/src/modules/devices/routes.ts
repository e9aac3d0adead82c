import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { DeviceCache } from './device-cache.ts';
import deviceRoutes from './device-routes.ts';
import doctorDeviceRoutes from './doctor-routes.ts';
import deviceExtraRoutes from './extra-routes.ts';
import iotRoutes from './iot-routes.ts';
import { createWatchProvider } from './watch-provider.ts';
import watchRoutes from './watch-routes.ts';

/** Devices and IoT collection (issue 4 section 2). */
export default async function devicesModule(app: FastifyInstance, opts: { services: Services }) {
  const cache = new DeviceCache(opts.services.bus);
  app.addHook('onClose', async () => cache.close());
  await app.register(deviceRoutes, { cache });
  await app.register(iotRoutes, { cache });
  await app.register(deviceExtraRoutes, { cache });
  await app.register(doctorDeviceRoutes);
  const provider = createWatchProvider('dev', app.log);
  await app.register(watchRoutes, { cache, provider });
}
