import {
  createReservationBody,
  idParam,
  payInfoQuery,
  payInfoView,
  type ReservationView,
  reservationPage,
  reservationQuery,
  reservationView,
} from '@kanghu/shared';
import { reservation } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../core/context.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { createReservation, getReservation, listMine } from './service.ts';
import {
  cancelReservation,
  completeReservation,
  payReservation,
  registerReservationOrderKind,
  reservationPayInfo,
} from './state-service.ts';

const tags = ['reserve'];
const move = { params: idParam, response: reservationView };

const MOVES: Array<[typeof reservation.pay, string, (ctx: Ctx, id: number) => Promise<ReservationView>]> = [
  [reservation.pay, '支付免费预约', payReservation],
  [reservation.cancel, '取消预约', cancelReservation],
  [reservation.complete, '完成就诊', completeReservation],
];

/** Appointment registrations (/api/patient/appoint/register...); registers the order kind 'reserve'. */
export default async function reservationRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerReservationOrderKind(opts);

  route(
    app,
    reservation.create,
    {
      access: 'customer',
      schemas: { body: createReservationBody, response: reservationView },
      tags,
      summary: '预约挂号',
    },
    (ctx, { body }) => createReservation(ctx, body),
  );
  route(
    app,
    reservation.list,
    {
      access: 'user',
      schemas: { query: reservationQuery, response: reservationPage },
      tags,
      summary: '预约列表',
    },
    (ctx, { query }) => listMine(ctx, query),
  );
  route(
    app,
    reservation.get,
    { access: 'user', schemas: move, tags, summary: '预约详情' },
    (ctx, { params }) => getReservation(ctx, params.id),
  );
  for (const [endpoint, summary, run] of MOVES) {
    route(app, endpoint, { access: 'user', schemas: move, tags, summary }, (ctx, { params }) =>
      run(ctx, params.id),
    );
  }
  route(
    app,
    reservation.payInfo,
    {
      access: 'customer',
      schemas: { params: idParam, query: payInfoQuery, response: payInfoView },
      tags,
      summary: '预约支付信息',
    },
    (ctx, { params, query }) => reservationPayInfo(ctx, params.id, query),
  );
}
