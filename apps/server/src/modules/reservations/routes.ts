import {
  createReservationBody,
  envelope,
  idParam,
  page,
  payInfoQuery,
  payInfoView,
  reservationQuery,
  reservationView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from '../inquiry/deps.ts';
import { startPayment } from '../payments/service.ts';
import {
  cancelReservation,
  completeReservation,
  createReservation,
  getReservation,
  listMine,
  payableReservation,
  payReservation,
} from './service.ts';

const tags = ['reserve'];
const one = { 200: envelope(reservationView) };

/** Appointment registrations (/api/patient/appoint/register...). */
export default async function reservationRoutes(app: FastifyInstance, opts: { services: Services }) {
  const deps = consultDeps(app, opts.services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/patient/appoint/register',
    { schema: { body: createReservationBody, response: one, tags, summary: '预约挂号' } },
    async (request) => ({
      success: true,
      data: await createReservation(deps, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/patient/appoint/register',
    {
      schema: {
        querystring: reservationQuery,
        response: { 200: envelope(page(reservationView)) },
        tags,
        summary: '预约列表',
      },
    },
    async (request) => ({
      success: true,
      data: await listMine(deps, requireSession(request), request.query),
    }),
  );
  r.get(
    '/api/patient/appoint/register/:id',
    { schema: { params: idParam, response: one, tags, summary: '预约详情' } },
    async (request) => ({
      success: true,
      data: await getReservation(deps, requireSession(request), request.params.id),
    }),
  );
  const put = (path: string, summary: string, run: typeof payReservation) =>
    r.put(path, { schema: { params: idParam, response: one, tags, summary } }, async (request) => ({
      success: true,
      data: await run(deps, requireSession(request), request.params.id),
    }));
  put('/api/patient/appoint/register/pay/:id', '支付免费预约', payReservation);
  put('/api/patient/appoint/register/cancel/:id', '取消预约', cancelReservation);
  put('/api/patient/appoint/register/complete/:id', '完成就诊', completeReservation);
  r.get(
    '/api/patient/appoint/register/pay/info/:id',
    {
      schema: {
        params: idParam,
        querystring: payInfoQuery,
        response: { 200: envelope(payInfoView) },
        tags,
        summary: '预约支付信息',
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { id } = request.params;
      return {
        success: true,
        data: await startPayment(deps, session, 'reserve', id, request.query, (tx) =>
          payableReservation(tx, session, id),
        ),
      };
    },
  );
}
