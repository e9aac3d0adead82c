import { boardEntries, configKeyParams, configValue } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { boardFor, publicConfigValue } from './configs-service.ts';

const tags = ['config'];

/** Key-value configuration of the project (open, secrets excluded) and the user's board. */
export default async function configsRoutes(app: FastifyInstance) {
  route(
    app,
    config.value,
    {
      access: 'open',
      schemas: { params: configKeyParams, response: configValue },
      tags,
      summary: 'A configuration value of the project; open; keys starting with "secret" are never answered',
    },
    (ctx, { params }) => publicConfigValue(ctx, params.key),
  );

  route(
    app,
    config.board,
    {
      access: 'user',
      schemas: { response: boardEntries },
      tags,
      summary: 'Board entries (name, icon, url) for the signed-in user type; empty list when none',
    },
    (ctx) => boardFor(ctx),
  );
}
