import { configContract } from '@kanghu/shared/contracts';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { findProjectConfig, projectDistricts } from './project-config.ts';

const tags = ['config'];

/** Project configuration: the first call of the web app, and the district table. Both open. */
export default async function projectRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'open', tags });
  serve(config, configContract, {
    project: {
      summary: 'Project config (by ?project=key, ?domain=host, or the Project header); open',
      handle: (ctx, { query }) => findProjectConfig(ctx, query),
    },
    districts: {
      summary: 'Districts of the project (key "02" + areaCode); open',
      handle: (ctx) => projectDistricts(ctx),
    },
  });
}
