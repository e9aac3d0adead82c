import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import announcementsRoutes from './announcements-routes.ts';
import configsRoutes from './configs-routes.ts';
import orgRoutes from './org-routes.ts';
import pagesRoutes from './pages-routes.ts';
import projectRoutes from './project-routes.ts';

/** Tenant configuration: project config, districts, key-value configs, board, announcements, pages, orgs. */
export default async function configRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(projectRoutes, opts);
  await app.register(configsRoutes, opts);
  await app.register(announcementsRoutes, opts);
  await app.register(pagesRoutes, opts);
  await app.register(orgRoutes, opts);
}
