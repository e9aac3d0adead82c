import { configContract } from '@kanghu/shared/contracts';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { announcementDetail, listAnnouncements } from './announcements-service.ts';

const tags = ['announcement'];

/** Announcements of the project: open, read-only. */
export default async function announcementsRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'open', tags });
  serve(config, configContract, {
    announcements: {
      summary: 'Shown announcements, newest first (pageNo, pageSize); open',
      handle: (ctx, { query }) => listAnnouncements(ctx, query),
    },
    announcement: {
      summary: 'Announcement detail (content as sanitised HTML); open',
      handle: (ctx, { params }) => announcementDetail(ctx, params.id),
    },
  });
}
