import {
  agendaView,
  conferenceDetail,
  conferenceIdParams,
  conferenceListQuery,
  conferencePage,
  conferenceQuery,
  conferenceRegisterBody,
  conferenceRegisterResult,
  conferenceSignBody,
  conferenceSignResult,
  expertDetail,
  expertPage,
  expertQuery,
  itineraryAddBody,
  itineraryIdParams,
  itineraryList,
  microstationView,
} from '@kanghu/shared';
import { conference } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { addPersonal, agenda, microstationOf, personal, removePersonal } from './itinerary-service.ts';
import { detail, expert, experts, listMine, register, sign } from './service.ts';

const tags = ['conference'];

/** Conferences (issue 14 section 3; spec 1 section 2.15, spec 3 section 7). */
export default async function conferenceRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    conference.list,
    { query: conferenceListQuery, response: conferencePage },
    {
      summary: '会议列表',
      description: 'Conferences on show in the project, newest first, with the caller’s registration flag.',
    },
    (ctx, { query }) => listMine(ctx, query),
  );
  add(
    conference.detail,
    { params: conferenceIdParams, response: conferenceDetail },
    {
      summary: '会议详情',
      description: 'The conference, its counts and the caller’s registration (number, signed-in time).',
    },
    (ctx, { params }) => detail(ctx, params.id),
  );
  add(
    conference.register,
    { body: conferenceRegisterBody, response: conferenceRegisterResult },
    {
      summary: '会议报名',
      description:
        'Open (spec 3 section 1). Needs the SMS code of GET /api/base/sms/code/tel with scene verify; one registration per number and conference.',
      access: 'open',
    },
    (ctx, { body }) => register(ctx, body),
  );
  add(
    conference.sign,
    { body: conferenceSignBody, response: conferenceSignResult },
    {
      summary: '会议签到',
      description:
        'The registered caller enters the 6-digit code shown at the venue desk; a repeat answers the first sign-in time.',
    },
    (ctx, { body }) => sign(ctx, body),
  );
  add(
    conference.experts,
    { query: expertQuery, response: expertPage },
    {
      summary: '会议专家',
      description:
        'Experts of one conference (featured first), or of every conference on show without conferenceId.',
    },
    (ctx, { query }) => experts(ctx, query),
  );
  add(
    conference.expert,
    { params: conferenceIdParams, response: expertDetail },
    { summary: '专家详情', description: 'The expert’s introduction and the agenda topics they speak on.' },
    (ctx, { params }) => expert(ctx, params.id),
  );
  add(
    conference.agenda,
    { query: conferenceQuery, response: agendaView },
    {
      summary: '会议日程',
      description: 'Days, halls, thematic sessions and topics; each topic carries the caller’s itinerary id.',
    },
    (ctx, { query }) => agenda(ctx, query.conferenceId),
  );
  add(
    conference.personal,
    { query: conferenceQuery, response: itineraryList },
    { summary: '我的行程', description: 'The caller’s own itinerary of one conference, in time order.' },
    (ctx, { query }) => personal(ctx, query.conferenceId),
  );
  add(
    conference.personalAdd,
    { body: itineraryAddBody, response: itineraryList },
    {
      summary: '加入行程',
      description:
        'Adds a topic (idempotent); hall and thematic must be the topic’s own; only registered attendees.',
    },
    (ctx, { body }) => addPersonal(ctx, body),
  );
  add(
    conference.personalRemove,
    { params: itineraryIdParams, response: itineraryList },
    {
      summary: '移出行程',
      description: 'Removes the caller’s own itinerary row; another account’s row answers 404.',
    },
    (ctx, { params }) => removePersonal(ctx, params.id),
  );
  add(
    conference.microstation,
    { query: conferenceQuery, response: microstationView },
    { summary: '会议微站', description: 'Notices, traffic, accommodation and contacts of the conference.' },
    (ctx, { query }) => microstationOf(ctx, query.conferenceId),
  );
}
