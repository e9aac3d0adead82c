import { orgTree as orgTreeSchema } from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { orgTree } from './org-tree.ts';

/** The project's org and department tree; any signed-in user (it names no person). */
export default async function orgRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags: ['config'] });
  add(config.orgTree, { response: orgTreeSchema }, 'Orgs (nested by parent) with their departments', (ctx) =>
    orgTree(ctx),
  );
}
