import {
  announcementDetail as announcementDetailSchema,
  announcementPage,
  configIdParams,
  pageQuery,
} from '@kanghu/shared';
import { config } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { announcementDetail, listAnnouncements } from './announcements-service.ts';

const tags = ['announcement'];

/** Announcements of the project: open, read-only. */
export default async function announcementsRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'open', tags });
  add(
    config.announcements,
    { query: pageQuery, response: announcementPage },
    'Shown announcements, newest first (pageNo, pageSize); open',
    (ctx, { query }) => listAnnouncements(ctx, query),
  );

  add(
    config.announcement,
    { params: configIdParams, response: announcementDetailSchema },
    'Announcement detail (content as sanitised HTML); open',
    (ctx, { params }) => announcementDetail(ctx, params.id),
  );
}
