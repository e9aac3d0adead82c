import { yzhLocalContract } from '@kanghu/shared/contracts';
import { yzhLocal as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as localService from './local-service.ts';
import { reportById } from './report-service.ts';

const tags = ['ai-platform'];
const OWN =
  'Read from this platform (dataSource platform; the district system is not connected). A customer reaches only their own residents, a servicer the residents of a district they work in; anything else 404.';

/** The yzh patient side's local calls (issue 16, area local-yzh). */
export default async function yzhLocalRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(e, yzhLocalContract, {
    residentDistricts: {
      summary: '本人居民所在地区',
      access: 'customer',
      handle: (ctx) => localService.residentDistricts(ctx),
    },
  });
  serve(e, yzhLocalContract, {
    medicationNow: {
      summary: '当前用药',
      description: OWN,
      handle: (ctx, { params: p, query }) =>
        localService.medications(ctx, p.localAreaCode, query.idcard, true),
    },
    medicationRecords: {
      summary: '用药记录',
      description: OWN,
      handle: (ctx, { params: p, query }) =>
        localService.medications(ctx, p.localAreaCode, query.idcard, false),
    },
    reportSnapshot: {
      summary: '报告快照',
      description: OWN,
      handle: (ctx, { params: p, query }) => reportById(ctx, p.localAreaCode, query.id),
    },
    printScan: {
      summary: '打印报告扫码',
      description: 'Open; shareId is the signed token of a report link. Anything else answers 403.',
      access: 'open',
      handle: (ctx, { params: p, body }) => localService.scanPrint(ctx, p.localAreaCode, body.shareId),
    },
    patientVisit: {
      summary: '居民访问记录',
      description: OWN,
      handle: (ctx, { params: p, body }) => localService.patientVisit(ctx, p.localAreaCode, body.idcard),
    },
  });
}
