import { districtList, projectConfigQuery, projectConfigView } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { findProjectConfig, projectDistricts } from './project-config.ts';

const tags = ['config'];

/** Project configuration: the first call of the web app, and the district table. Both open. */
export default async function projectRoutes(app: FastifyInstance) {
  route(
    app,
    config.project,
    {
      access: 'open',
      schemas: { query: projectConfigQuery, response: projectConfigView },
      tags,
      summary: 'Project config (by ?project=key, ?domain=host, or the Project header); open',
    },
    (ctx, { query }) => findProjectConfig(ctx, query),
  );

  route(
    app,
    config.districts,
    {
      access: 'open',
      schemas: { response: districtList },
      tags,
      summary: 'Districts of the project (key "02" + areaCode); open',
    },
    (ctx) => projectDistricts(ctx),
  );
}
