import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import babyRoutes from './baby-routes.ts';
import careRoutes from './care-routes.ts';
import familyRoutes from './family-routes.ts';
import patientRoutes from './patient-routes.ts';
import relationRoutes from './relation-routes.ts';
import sideSwitchRoutes from './side-switch.ts';

/** Patients and families (issue 4 section 1). Needs `app.sms` (auth module, registered before). */
export default async function patientsModule(app: FastifyInstance, opts: { services: Services }) {
  await app.register(patientRoutes, opts);
  await app.register(relationRoutes, opts);
  await app.register(careRoutes, opts);
  await app.register(familyRoutes, opts);
  await app.register(babyRoutes, opts);
  await app.register(sideSwitchRoutes, opts);
}
