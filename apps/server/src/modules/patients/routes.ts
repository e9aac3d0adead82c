import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import babyRoutes from './baby-routes.ts';
import careRoutes from './care-routes.ts';
import doctorViewRoutes from './doctor-view-routes.ts';
import familyRoutes from './family-routes.ts';
import patientRoutes from './patient-routes.ts';
import relationRoutes from './relation-routes.ts';
import sideSwitchRoutes from './side-switch-routes.ts';

/** Patients and families (issue 4 section 1). */
export default async function patientsModule(app: FastifyInstance, opts: { services: Services }) {
  patientRoutes(app);
  doctorViewRoutes(app, opts.services);
  relationRoutes(app);
  careRoutes(app);
  familyRoutes(app);
  babyRoutes(app);
  sideSwitchRoutes(app);
}
