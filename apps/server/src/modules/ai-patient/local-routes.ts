import {
  localAreaParams,
  medicationView,
  mergedReportView,
  patientVisitBody,
  patientVisitView,
  printScanBody,
  printScanView,
  residentDistrictList,
  residentIdcardQuery,
  snapshotQuery,
} from '@kanghu/shared';
import { yzhLocal as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { medications, patientVisit, residentDistricts, scanPrint } from './local-service.ts';
import { reportById } from './report-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;
const OWN =
  'Read from this platform (dataSource platform; the district system is not connected). A customer reaches only their own residents, a servicer the residents of a district they work in; anything else 404.';

/** The yzh patient side's local calls (issue 16, area local-yzh). */
export default async function yzhLocalRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    e.residentDistricts,
    { response: residentDistrictList },
    { summary: '本人居民所在地区', access: 'customer' },
    (ctx) => residentDistricts(ctx),
  );
  const meds = { params, query: residentIdcardQuery, response: medicationView };
  add(e.medicationNow, meds, { summary: '当前用药', description: OWN }, (ctx, { params: p, query }) =>
    medications(ctx, p.localAreaCode, query.idcard, true),
  );
  add(e.medicationRecords, meds, { summary: '用药记录', description: OWN }, (ctx, { params: p, query }) =>
    medications(ctx, p.localAreaCode, query.idcard, false),
  );
  add(
    e.reportSnapshot,
    { params, query: snapshotQuery, response: mergedReportView },
    { summary: '报告快照', description: OWN },
    (ctx, { params: p, query }) => reportById(ctx, p.localAreaCode, query.id),
  );
  add(
    e.printScan,
    { params, body: printScanBody, response: printScanView },
    {
      summary: '打印报告扫码',
      description: 'Open; shareId is the signed token of a report link. Anything else answers 403.',
      access: 'open',
    },
    (ctx, { params: p, body }) => scanPrint(ctx, p.localAreaCode, body.shareId),
  );
  add(
    e.patientVisit,
    { params, body: patientVisitBody, response: patientVisitView },
    { summary: '居民访问记录', description: OWN },
    (ctx, { params: p, body }) => patientVisit(ctx, p.localAreaCode, body.idcard),
  );
}
