import { createReadStream } from 'node:fs';
import {
  downloadQuery,
  localAreaParams,
  localIdcardQuery,
  localIdParams,
  localInfoQuery,
  localInfoView,
  localPageQuery,
  localReportPage,
  mergedReportView,
  noLoginReportQuery,
  printPage,
  reportMergeQuery,
  shareReportBody,
  shareView,
} from '@kanghu/shared';
import { aiPatient as e, localInfo as li } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, route } from '../../plugins/route.ts';
import { downloadFile } from './download-service.ts';
import { localInfo } from './local-info-service.ts';
import {
  listPrints,
  listRecords,
  mergedRecords,
  noLoginReport,
  reportById,
  shareReport,
} from './report-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;

/** Reports, prescriptions, health and medical records, print records, downloads, the no-login report. */
export default async function reportRoutes(app: FastifyInstance) {
  const page = { params, query: localPageQuery };
  route(
    app,
    li.get,
    {
      access: 'user',
      schemas: { query: localInfoQuery, response: localInfoView },
      tags,
      summary: '居民本地信息（地区、本地报告与处方）',
      description:
        'Ours (yuhang resident screens): one patient the caller sees, by id; data from this platform.',
    },
    (ctx, { query }) => localInfo(ctx, query.patientId),
  );
  route(
    app,
    e.reportList,
    { access: 'user', schemas: { ...page, response: localReportPage }, tags, summary: '报告列表' },
    (ctx, { params: p, query }) => listRecords(ctx, p.localAreaCode, ['report'], query),
  );
  route(
    app,
    e.recordList,
    { access: 'user', schemas: { ...page, response: localReportPage }, tags, summary: '居民记录列表' },
    (ctx, { params: p, query }) =>
      listRecords(ctx, p.localAreaCode, ['report', 'prescription', 'health', 'medical'], query),
  );
  route(
    app,
    e.reportById,
    {
      access: 'user',
      schemas: { params: localIdParams, response: mergedReportView },
      tags,
      summary: '报告详情（mongo 版）',
    },
    (ctx, { params: p }) => reportById(ctx, p.localAreaCode, p.id),
  );
  const merge = { params, query: reportMergeQuery };
  route(
    app,
    e.reportMerge,
    {
      access: 'user',
      schemas: { ...merge, response: mergedReportView },
      tags,
      summary: '合并报告（信创版）',
    },
    (ctx, { params: p, query }) => mergedRecords(ctx, p.localAreaCode, ['report'], query),
  );
  route(
    app,
    e.prescriptionMerge,
    { access: 'user', schemas: { ...merge, response: mergedReportView }, tags, summary: '合并处方' },
    (ctx, { params: p, query }) => mergedRecords(ctx, p.localAreaCode, ['prescription'], query),
  );
  const byIdcard = { params, query: localIdcardQuery };
  route(
    app,
    e.healthRecord,
    { access: 'user', schemas: { ...byIdcard, response: mergedReportView }, tags, summary: '健康档案' },
    (ctx, { params: p, query }) => mergedRecords(ctx, p.localAreaCode, ['health'], query),
  );
  route(
    app,
    e.medicalRecord,
    { access: 'user', schemas: { ...byIdcard, response: mergedReportView }, tags, summary: '就诊记录' },
    (ctx, { params: p, query }) => mergedRecords(ctx, p.localAreaCode, ['medical'], query),
  );
  route(
    app,
    e.printRecord,
    { access: 'servicer', schemas: { ...page, response: printPage }, tags, summary: '打印/分享记录' },
    (ctx, { params: p, query }) => listPrints(ctx, p.localAreaCode, query),
  );
  route(
    app,
    e.shareReport,
    {
      access: 'servicer',
      schemas: { params, body: shareReportBody, response: shareView },
      tags,
      summary: '生成报告分享链接',
    },
    (ctx, { params: p, body }) => shareReport(ctx, p.localAreaCode, body.idcard),
  );
  for (const ep of [e.patientReport, e.evaluateReport]) {
    route(
      app,
      ep,
      {
        access: 'open',
        schemas: { params, query: noLoginReportQuery, response: mergedReportView },
        tags,
        summary: '免登录报告（需签名链接）',
        description:
          'Open, but only with the signed, expiring token of a share link (patient/report/share); an ID number alone opens nothing.',
      },
      (ctx, { params: p, query }) => noLoginReport(ctx, p.localAreaCode, query.token),
    );
  }
  rawRoute(
    app,
    e.download,
    { access: 'user', schemas: { params, query: downloadQuery }, tags, summary: '下载文件' },
    async (ctx, { params: p, query }, reply) => {
      const f = await downloadFile(ctx, p.localAreaCode, query.filePath);
      return reply
        .header('Content-Type', f.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('Content-Length', f.size)
        .send(createReadStream(f.file));
    },
  );
}
