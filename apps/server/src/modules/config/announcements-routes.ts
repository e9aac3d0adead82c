import {
  announcementDetail as announcementDetailSchema,
  announcementPage,
  configIdParams,
  pageQuery,
} from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { announcementDetail, listAnnouncements } from './announcements-service.ts';

const tags = ['announcement'];

/** Announcements of the project: open, read-only. */
export default async function announcementsRoutes(app: FastifyInstance) {
  route(
    app,
    config.announcements,
    {
      access: 'open',
      schemas: { query: pageQuery, response: announcementPage },
      tags,
      summary: 'Shown announcements, newest first (pageNo, pageSize); open',
    },
    (ctx, { query }) => listAnnouncements(ctx, query),
  );

  route(
    app,
    config.announcement,
    {
      access: 'open',
      schemas: { params: configIdParams, response: announcementDetailSchema },
      tags,
      summary: 'Announcement detail (content as sanitised HTML); open',
    },
    (ctx, { params }) => announcementDetail(ctx, params.id),
  );
}
