import {
  configIdParams,
  configValue,
  htmlApplicationView,
  pageConfigList,
  pageConfigQuery,
  pageDataQuery,
} from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { htmlApplication, pageConfig, pageDataByKey } from './pages-service.ts';

const tags = ['config'];

/**
 * Page configuration (the web-config tab bar and pages). Open and read-only: the configured tab
 * bar is shown before login.
 */
export default async function pagesRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'open', tags });
  add(
    config.pages,
    { query: pageConfigQuery, response: pageConfigList },
    'Page config entries of a template, by sort; open',
    (ctx, { query }) => pageConfig(ctx, query.templateKey),
  );

  add(
    config.pageData,
    { query: pageDataQuery, response: configValue },
    'Page configuration data by key; open',
    (ctx, { query }) => pageDataByKey(ctx, query.key),
  );

  add(
    config.application,
    { params: configIdParams, response: htmlApplicationView },
    'Page configuration application with its pages; open',
    (ctx, { params }) => htmlApplication(ctx, params.id),
  );
}
