import { careOrdersContract } from '@kanghu/shared/contracts';
import { careOrders } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { homeVisitDetail, listHomeVisits, saveHomeVisit } from './home-visit-service.ts';

const tags = ['sickbed'];

/** Home visits (上门服务) of home sickbeds, doctor side (issue 11). */
export default async function homeVisitRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(careOrders, careOrdersContract, {
    homeVisitSave: {
      summary: '登记上门服务',
      description:
        "A servicer records a visit of a patient they see; linked to the patient's bed in care (or the named bed, which must be in care and cared for by the caller's org). Times not in the future, end after start, at most 12 hours. With id: corrects the caller's own record.",
      access: 'servicer',
      handle: (ctx, { body }) => saveHomeVisit(ctx, body),
    },
    homeVisitList: {
      summary: '上门服务记录',
      description:
        'Visits of the patients the caller sees (a patient account: its own patients), and for servicers of the beds their org cares for; newest first.',
      handle: (ctx, { query }) => listHomeVisits(ctx, query),
    },
    homeVisitDetail: {
      summary: '上门服务详情',
      description: "Another org's or account's record answers 404.",
      handle: (ctx, { params }) => homeVisitDetail(ctx, params.id),
    },
  });
}
