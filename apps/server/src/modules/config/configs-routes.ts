import { boardEntry, configKeyParams, envelope } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { boardFor, publicConfigValue } from './configs-service.ts';

/** Key-value configuration of the project (open, secrets excluded) and the user's board. */
export default async function configsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/config/:key',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'A configuration value of the project; open; keys starting with "secret" are never answered',
        params: configKeyParams,
        response: { 200: envelope(z.unknown()) },
      },
    },
    async (request) => ({
      success: true,
      data: await publicConfigValue(services.db, request.tenant.project.id, request.params.key),
    }),
  );

  r.get(
    '/api/base/config/board/mine',
    {
      schema: {
        tags: ['config'],
        summary: 'Board entries (name, icon, url) for the signed-in user type; empty list when none',
        response: { 200: envelope(z.array(boardEntry)) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { success: true, data: await boardFor(services.db, session.projectId, session.userType) };
    },
  );
}
