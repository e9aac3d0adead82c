import { configContract } from '@kanghu/shared/contracts';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { orgTree } from './org-tree.ts';

/** The project's org and department tree; any signed-in user (it names no person). */
export default async function orgRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags: ['config'] });
  serve(config, configContract, {
    orgTree: { summary: 'Orgs (nested by parent) with their departments', handle: (ctx) => orgTree(ctx) },
  });
}
