import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import orderRoutes from './order-routes.ts';
import patientDataRoutes from './patient-data-routes.ts';

/** Patient services (issue 4 sections 1 and 3): records, orders, sickbed, comments, pre-sign, path. */
export default async function careRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(patientDataRoutes, opts);
  await app.register(orderRoutes, opts);
}
