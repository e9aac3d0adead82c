import { districtList, projectConfigQuery, projectConfigView } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { findProjectConfig, projectDistricts } from './project-config.ts';

const tags = ['config'];

/** Project configuration: the first call of the web app, and the district table. Both open. */
export default async function projectRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'open', tags });
  add(
    config.project,
    { query: projectConfigQuery, response: projectConfigView },
    'Project config (by ?project=key, ?domain=host, or the Project header); open',
    (ctx, { query }) => findProjectConfig(ctx, query),
  );

  add(
    config.districts,
    { response: districtList },
    'Districts of the project (key "02" + areaCode); open',
    (ctx) => projectDistricts(ctx),
  );
}
