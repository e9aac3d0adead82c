import { districtView, envelope, projectConfigQuery, projectConfigView } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { listDistricts } from './districts-repo.ts';
import { findProjectConfig } from './project-config.ts';

/** Project configuration: the first call of the web app, and the district table. Both open. */
export default async function projectRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/base/project/config/domain',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'Project config (by ?project=key, ?domain=host, or the Project header); open',
        querystring: projectConfigQuery,
        response: { 200: envelope(projectConfigView) },
      },
    },
    async (request) => ({
      success: true,
      data: await findProjectConfig(services.projects, request.tenant.project, request.query),
    }),
  );

  r.get(
    '/api/base/project/districts',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'Districts of the project (key "02" + areaCode); open',
        response: { 200: envelope(z.array(districtView)) },
      },
    },
    async (request) => {
      const project = request.tenant.project;
      const rows = await listDistricts(services.db, project.id);
      return { success: true, data: rows.map((d) => ({ ...d, project: project.key })) };
    },
  );
}
