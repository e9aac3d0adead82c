import { envelope, orgNode } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { orgTree } from './org-tree.ts';

/** The project's org and department tree; any signed-in user (it names no person). */
export default async function orgRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/base/org/tree',
    {
      schema: {
        tags: ['config'],
        summary: 'Orgs (nested by parent) with their departments',
        response: { 200: envelope(z.array(orgNode)) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { success: true, data: await orgTree(services.db, session.projectId) };
    },
  );
}
