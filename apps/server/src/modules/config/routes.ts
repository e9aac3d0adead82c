import type { FastifyInstance } from 'fastify';
import announcementsRoutes from './announcements-routes.ts';
import configsRoutes from './configs-routes.ts';
import orgRoutes from './org-routes.ts';
import pagesRoutes from './pages-routes.ts';
import projectRoutes from './project-routes.ts';

/** Tenant configuration: project config, districts, key-value configs, board, announcements, pages, orgs. */
export default async function configRoutes(app: FastifyInstance) {
  await app.register(projectRoutes);
  await app.register(configsRoutes);
  await app.register(announcementsRoutes);
  await app.register(pagesRoutes);
  await app.register(orgRoutes);
}
