import { homeVisitBody, homeVisitPage, homeVisitQuery, homeVisitView, idParam } from '@kanghu/shared';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { homeVisitDetail, listHomeVisits, saveHomeVisit } from './home-visit-service.ts';

const tags = ['sickbed'];

/** Home visits (上门服务) of home sickbeds, doctor side (issue 11). */
export default async function homeVisitRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    careOrders.homeVisitSave,
    { body: homeVisitBody, response: homeVisitView },
    {
      summary: '登记上门服务',
      description:
        "A servicer records a visit of a patient they see; linked to the patient's bed in care (or the named bed, which must be in care and cared for by the caller's org). Times not in the future, end after start, at most 12 hours. With id: corrects the caller's own record.",
      access: 'servicer',
    },
    (ctx, { body }) => saveHomeVisit(ctx, body),
  );
  add(
    careOrders.homeVisitList,
    { query: homeVisitQuery, response: homeVisitPage },
    {
      summary: '上门服务记录',
      description:
        'Visits of the patients the caller sees (a patient account: its own patients), and for servicers of the beds their org cares for; newest first.',
    },
    (ctx, { query }) => listHomeVisits(ctx, query),
  );
  add(
    careOrders.homeVisitDetail,
    { params: idParam, response: homeVisitView },
    { summary: '上门服务详情', description: "Another org's or account's record answers 404." },
    (ctx, { params }) => homeVisitDetail(ctx, params.id),
  );
}
