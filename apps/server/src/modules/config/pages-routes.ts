import { configContract } from '@kanghu/shared/contracts';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { htmlApplication, pageConfig, pageDataByKey } from './pages-service.ts';

const tags = ['config'];

/**
 * Page configuration (the web-config tab bar and pages). Open and read-only: the configured tab
 * bar is shown before login.
 */
export default async function pagesRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'open', tags });
  serve(config, configContract, {
    pages: {
      summary: 'Page config entries of a template, by sort; open',
      handle: (ctx, { query }) => pageConfig(ctx, query.templateKey),
    },
    pageData: {
      summary: 'Page configuration data by key; open',
      handle: (ctx, { query }) => pageDataByKey(ctx, query.key),
    },
    application: {
      summary: 'Page configuration application with its pages; open',
      handle: (ctx, { params }) => htmlApplication(ctx, params.id),
    },
  });
}
