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
import { route } from '../../plugins/route.ts';
import { medications, patientVisit, residentDistricts, scanPrint } from './local-service.ts';
import { reportById } from './report-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;
const OWN =
  'Read from this platform (dataSource platform; the district system is not connected). A customer reaches only their own residents, a servicer the residents of a district they work in; anything else 404.';

/** The yzh patient side's local calls (issue 16, area local-yzh). */
export default async function yzhLocalRoutes(app: FastifyInstance) {
  route(
    app,
    e.residentDistricts,
    { access: 'customer', schemas: { response: residentDistrictList }, tags, summary: '本人居民所在地区' },
    (ctx) => residentDistricts(ctx),
  );
  const meds = { params, query: residentIdcardQuery, response: medicationView };
  route(
    app,
    e.medicationNow,
    { access: 'user', schemas: meds, tags, summary: '当前用药', description: OWN },
    (ctx, { params: p, query }) => medications(ctx, p.localAreaCode, query.idcard, true),
  );
  route(
    app,
    e.medicationRecords,
    { access: 'user', schemas: meds, tags, summary: '用药记录', description: OWN },
    (ctx, { params: p, query }) => medications(ctx, p.localAreaCode, query.idcard, false),
  );
  route(
    app,
    e.reportSnapshot,
    {
      access: 'user',
      schemas: { params, query: snapshotQuery, response: mergedReportView },
      tags,
      summary: '报告快照',
      description: OWN,
    },
    (ctx, { params: p, query }) => reportById(ctx, p.localAreaCode, query.id),
  );
  route(
    app,
    e.printScan,
    {
      access: 'open',
      schemas: { params, body: printScanBody, response: printScanView },
      tags,
      summary: '打印报告扫码',
      description: 'Open; shareId is the signed token of a report link. Anything else answers 403.',
    },
    (ctx, { params: p, body }) => scanPrint(ctx, p.localAreaCode, body.shareId),
  );
  route(
    app,
    e.patientVisit,
    {
      access: 'user',
      schemas: { params, body: patientVisitBody, response: patientVisitView },
      tags,
      summary: '居民访问记录',
      description: OWN,
    },
    (ctx, { params: p, body }) => patientVisit(ctx, p.localAreaCode, body.idcard),
  );
}
