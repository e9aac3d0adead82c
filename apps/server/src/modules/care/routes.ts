import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import accompanyRoutes from './accompany-routes.ts';
import homeVisitRoutes from './home-visit-routes.ts';
import orderRoutes from './order-routes.ts';
import patientDataRoutes from './patient-data-routes.ts';
import sickbedRoutes from './sickbed-routes.ts';
import { registerCareTimeline } from './timeline-repo.ts';

/** Patient services (issue 4 sections 1 and 3): records, orders, sickbed, comments, pre-sign, path. */
export default async function careRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerCareTimeline(opts.services.timeline);
  await app.register(patientDataRoutes);
  await app.register(accompanyRoutes);
  await app.register(sickbedRoutes);
  await app.register(homeVisitRoutes);
  await app.register(orderRoutes);
}
