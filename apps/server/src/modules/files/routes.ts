import type { FastifyInstance } from 'fastify';
import staticRoutes from './static-routes.ts';
import storedFileRoutes from './stored-file-routes.ts';
import uploadRoutes from './upload-routes.ts';

/** Files: uploads, stored-file downloads, Word to HTML, and the static area data. */
export default async function filesRoutes(app: FastifyInstance) {
  await app.register(uploadRoutes);
  await app.register(storedFileRoutes);
  await app.register(staticRoutes);
}
