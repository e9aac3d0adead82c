import type { ReservationView } from '@kanghu/shared';
import { reservationContract } from '@kanghu/shared/contracts';
import { reservation } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../core/context.ts';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { createReservation, getReservation, listMine } from './service.ts';
import * as stateService from './state-service.ts';

const tags = ['reserve'];

/** A state move of the reservation by id (the caller must see it). */
const move = (
  summary: string,
  run: (ctx: Ctx, id: number) => Promise<ReservationView>,
): TableEntry<typeof reservation.pay, 'customer'> => ({
  summary,
  access: 'user',
  handle: (ctx, { params }) => run(ctx, params.id),
});

/** Appointment registrations (/api/patient/appoint/register...); registers the order kind 'reserve'. */
export default async function reservationRoutes(app: FastifyInstance, opts: { services: Services }) {
  stateService.registerReservationOrderKind(opts);

  const serve = routeTable(app, { access: 'customer', tags });
  serve(reservation, reservationContract, {
    create: { summary: '预约挂号', handle: (ctx, { body }) => createReservation(ctx, body) },
    list: { summary: '预约列表', access: 'user', handle: (ctx, { query }) => listMine(ctx, query) },
    get: { summary: '预约详情', access: 'user', handle: (ctx, { params }) => getReservation(ctx, params.id) },
    pay: move('支付免费预约', stateService.payReservation),
    cancel: move('取消预约', stateService.cancelReservation),
    complete: move('完成就诊', stateService.completeReservation),
    payInfo: {
      summary: '预约支付信息',
      handle: (ctx, { params, query }) => stateService.reservationPayInfo(ctx, params.id, query),
    },
  });
}
