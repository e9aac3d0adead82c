import { boardEntries, configKeyParams, configValue } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { boardFor, publicConfigValue } from './configs-service.ts';

const tags = ['config'];

/** Key-value configuration of the project (open, secrets excluded) and the user's board. */
export default async function configsRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'open', tags });
  add(
    config.value,
    { params: configKeyParams, response: configValue },
    'A configuration value of the project; open; keys starting with "secret" are never answered',
    (ctx, { params }) => publicConfigValue(ctx, params.key),
  );

  add(
    config.board,
    { response: boardEntries },
    {
      summary: 'Board entries (name, icon, url) for the signed-in user type; empty list when none',
      access: 'user',
    },
    (ctx) => boardFor(ctx),
  );
}
