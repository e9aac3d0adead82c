import {
  announcementDetail as announcementDetailSchema,
  announcementItem,
  configIdParams,
  envelope,
  page,
  pageQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { announcementDetail, listAnnouncements } from './announcements-service.ts';

/** Announcements of the project: open, read-only. */
export default async function announcementsRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/base/config',
    {
      config: { access: 'open' },
      schema: {
        tags: ['announcement'],
        summary: 'Shown announcements, newest first (pageNo, pageSize); open',
        querystring: pageQuery,
        response: { 200: envelope(page(announcementItem)) },
      },
    },
    async (request) => ({
      success: true,
      data: await listAnnouncements(services.db, request.tenant.project.id, request.query),
    }),
  );

  r.get(
    '/api/base/config/:id',
    {
      config: { access: 'open' },
      schema: {
        tags: ['announcement'],
        summary: 'Announcement detail (content as sanitised HTML); open',
        params: configIdParams,
        response: { 200: envelope(announcementDetailSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: await announcementDetail(services.db, request.tenant.project.id, request.params.id),
    }),
  );
}
