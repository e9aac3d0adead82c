import { lungContract } from '@kanghu/shared/contracts';
import { lung } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addLungReport, listLungReports, updateLungReport } from './service.ts';

const tags = ['lung'];
const RULES =
  "Values outside the physiological bounds of packages/shared lung-function.ts, FEV1 > FVC, or a FEV1/FVC that disagrees with FEV1/FVC x 100 by more than 1 point: 400, nothing stored. FEV1/FVC is computed when omitted. The patient is the one of the caller's scope with this ID number; the name must match. doctorId: a doctor of the caller's org (default the caller).";

/** Lung-function report collection (issue 4 section 3). */
export default async function lungRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(lung, lungContract, {
    add: {
      summary: '采集肺功能报告',
      description: `Servicers. ${RULES}`,
      handle: (ctx, { body }) => addLungReport(ctx, body),
    },
    update: {
      summary: '修改肺功能报告',
      description: `Servicers; the report id is in the body (placement not shown by the spec). ${RULES}`,
      handle: (ctx, { body: { id, ...body } }) => updateLungReport(ctx, id, body),
    },
    list: {
      summary: '肺功能报告列表',
      description:
        'Reports of the patients the caller sees (customers: their bound patients), newest report time first; ID numbers masked.',
      access: 'user',
      handle: (ctx, { query }) => listLungReports(ctx, query),
    },
  });
}
