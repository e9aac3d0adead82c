import {
  configIdParams,
  envelope,
  htmlApplicationView,
  pageConfigItem,
  pageConfigQuery,
  pageDataQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { htmlApplication, pageConfig, pageDataByKey } from './pages-service.ts';

/**
 * Page configuration (the web-config tab bar and pages). Open and read-only: the configured tab
 * bar is shown before login.
 */
export default async function pagesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/base/html/config',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'Page config entries of a template, by sort; open',
        querystring: pageConfigQuery,
        response: { 200: envelope(z.array(pageConfigItem)) },
      },
    },
    async (request) => ({
      success: true,
      data: await pageConfig(services.db, request.tenant.project.id, request.query.templateKey),
    }),
  );

  r.get(
    '/api/base/html/data',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'Page configuration data by key; open',
        querystring: pageDataQuery,
        response: { 200: envelope(z.unknown()) },
      },
    },
    async (request) => ({
      success: true,
      data: await pageDataByKey(services.db, request.tenant.project.id, request.query.key),
    }),
  );

  r.get(
    '/api/base/html/application/:id',
    {
      config: { access: 'open' },
      schema: {
        tags: ['config'],
        summary: 'Page configuration application with its pages; open',
        params: configIdParams,
        response: { 200: envelope(htmlApplicationView) },
      },
    },
    async (request) => ({
      success: true,
      data: await htmlApplication(services.db, request.tenant.project.id, request.params.id),
    }),
  );
}
