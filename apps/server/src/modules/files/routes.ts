import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import staticRoutes from './static-routes.ts';
import uploadRoutes from './upload-routes.ts';

/** Files: uploads, stored-file downloads, Word to HTML, and the static area data. */
export default async function filesRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(uploadRoutes, opts);
  await app.register(staticRoutes);
}
