import { configContract } from '@kanghu/shared/contracts';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { boardFor, publicConfigValue } from './configs-service.ts';

const tags = ['config'];

/** Key-value configuration of the project (open, secrets excluded) and the user's board. */
export default async function configsRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'open', tags });
  serve(config, configContract, {
    value: {
      summary: 'A configuration value of the project; open; keys starting with "secret" are never answered',
      handle: (ctx, { params }) => publicConfigValue(ctx, params.key),
    },
    board: {
      summary: 'Board entries (name, icon, url) for the signed-in user type; empty list when none',
      access: 'user',
      handle: (ctx) => boardFor(ctx),
    },
  });
}
