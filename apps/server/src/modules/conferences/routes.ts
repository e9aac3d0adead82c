import { conferenceContract } from '@kanghu/shared/contracts';
import { conference } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as itineraryService from './itinerary-service.ts';
import * as service from './service.ts';

const tags = ['conference'];

/** Conferences (issue 14 section 3; spec 1 section 2.15, spec 3 section 7). */
export default async function conferenceRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(conference, conferenceContract, {
    list: {
      summary: '会议列表',
      description: 'Conferences on show in the project, newest first, with the caller’s registration flag.',
      handle: (ctx, { query }) => service.listMine(ctx, query),
    },
    detail: {
      summary: '会议详情',
      description: 'The conference, its counts and the caller’s registration (number, signed-in time).',
      handle: (ctx, { params }) => service.detail(ctx, params.id),
    },
    register: {
      summary: '会议报名',
      description:
        'Open (spec 3 section 1). Needs the SMS code of GET /api/base/sms/code/tel with scene verify; one registration per number and conference.',
      access: 'open',
      handle: (ctx, { body }) => service.register(ctx, body),
    },
    sign: {
      summary: '会议签到',
      description:
        'The registered caller enters the 6-digit code shown at the venue desk; a repeat answers the first sign-in time.',
      handle: (ctx, { body }) => service.sign(ctx, body),
    },
    experts: {
      summary: '会议专家',
      description:
        'Experts of one conference (featured first), or of every conference on show without conferenceId.',
      handle: (ctx, { query }) => service.experts(ctx, query),
    },
    expert: {
      summary: '专家详情',
      description: 'The expert’s introduction and the agenda topics they speak on.',
      handle: (ctx, { params }) => service.expert(ctx, params.id),
    },
    agenda: {
      summary: '会议日程',
      description: 'Days, halls, thematic sessions and topics; each topic carries the caller’s itinerary id.',
      handle: (ctx, { query }) => itineraryService.agenda(ctx, query.conferenceId),
    },
    personal: {
      summary: '我的行程',
      description: 'The caller’s own itinerary of one conference, in time order.',
      handle: (ctx, { query }) => itineraryService.personal(ctx, query.conferenceId),
    },
    personalAdd: {
      summary: '加入行程',
      description:
        'Adds a topic (idempotent); hall and thematic must be the topic’s own; only registered attendees.',
      handle: (ctx, { body }) => itineraryService.addPersonal(ctx, body),
    },
    personalRemove: {
      summary: '移出行程',
      description: 'Removes the caller’s own itinerary row; another account’s row answers 404.',
      handle: (ctx, { params }) => itineraryService.removePersonal(ctx, params.id),
    },
    microstation: {
      summary: '会议微站',
      description: 'Notices, traffic, accommodation and contacts of the conference.',
      handle: (ctx, { query }) => itineraryService.microstationOf(ctx, query.conferenceId),
    },
  });
}
