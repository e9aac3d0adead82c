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
import { route } from '../../plugins/route.ts';
import { htmlApplication, pageConfig, pageDataByKey } from './pages-service.ts';

const tags = ['config'];

/**
 * Page configuration (the web-config tab bar and pages). Open and read-only: the configured tab
 * bar is shown before login.
 */
export default async function pagesRoutes(app: FastifyInstance) {
  route(
    app,
    config.pages,
    {
      access: 'open',
      schemas: { query: pageConfigQuery, response: pageConfigList },
      tags,
      summary: 'Page config entries of a template, by sort; open',
    },
    (ctx, { query }) => pageConfig(ctx, query.templateKey),
  );

  route(
    app,
    config.pageData,
    {
      access: 'open',
      schemas: { query: pageDataQuery, response: configValue },
      tags,
      summary: 'Page configuration data by key; open',
    },
    (ctx, { query }) => pageDataByKey(ctx, query.key),
  );

  route(
    app,
    config.application,
    {
      access: 'open',
      schemas: { params: configIdParams, response: htmlApplicationView },
      tags,
      summary: 'Page configuration application with its pages; open',
    },
    (ctx, { params }) => htmlApplication(ctx, params.id),
  );
}
