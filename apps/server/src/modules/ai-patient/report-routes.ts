import { createReadStream } from 'node:fs';
import { aiPatientContract, localInfoContract } from '@kanghu/shared/contracts';
import { aiPatient as e, localInfo as li } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, routeTable, type TableEntry } from '../../plugins/route.ts';
import { downloadFile } from './download-service.ts';
import { localInfo } from './local-info-service.ts';
import * as reportService from './report-service.ts';

const tags = ['ai-platform'];

/** Reports, prescriptions, health and medical records, print records, downloads, the no-login report. */
export default async function reportRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(li, localInfoContract, {
    get: {
      summary: '居民本地信息（地区、本地报告与处方）',
      description:
        'Ours (yuhang resident screens): one patient the caller sees, by id; data from this platform.',
      handle: (ctx, { query }) => localInfo(ctx, query.patientId),
    },
  });
  serve(e, aiPatientContract, {
    reportList: {
      summary: '报告列表',
      handle: (ctx, { params: p, query }) =>
        reportService.listRecords(ctx, p.localAreaCode, ['report'], query),
    },
    recordList: {
      summary: '居民记录列表',
      handle: (ctx, { params: p, query }) =>
        reportService.listRecords(
          ctx,
          p.localAreaCode,
          ['report', 'prescription', 'health', 'medical'],
          query,
        ),
    },
    reportById: {
      summary: '报告详情（mongo 版）',
      handle: (ctx, { params: p }) => reportService.reportById(ctx, p.localAreaCode, p.id),
    },
    reportMerge: {
      summary: '合并报告（信创版）',
      handle: (ctx, { params: p, query }) =>
        reportService.mergedRecords(ctx, p.localAreaCode, ['report'], query),
    },
    prescriptionMerge: {
      summary: '合并处方',
      handle: (ctx, { params: p, query }) =>
        reportService.mergedRecords(ctx, p.localAreaCode, ['prescription'], query),
    },
    healthRecord: {
      summary: '健康档案',
      handle: (ctx, { params: p, query }) =>
        reportService.mergedRecords(ctx, p.localAreaCode, ['health'], query),
    },
    medicalRecord: {
      summary: '就诊记录',
      handle: (ctx, { params: p, query }) =>
        reportService.mergedRecords(ctx, p.localAreaCode, ['medical'], query),
    },
    printRecord: {
      summary: '打印/分享记录',
      access: 'servicer',
      handle: (ctx, { params: p, query }) => reportService.listPrints(ctx, p.localAreaCode, query),
    },
    shareReport: {
      summary: '生成报告分享链接',
      access: 'servicer',
      handle: (ctx, { params: p, body }) => reportService.shareReport(ctx, p.localAreaCode, body.idcard),
    },
  });
  const noLogin: TableEntry<typeof e.patientReport, 'user'> = {
    summary: '免登录报告（需签名链接）',
    description:
      'Open, but only with the signed, expiring token of a share link (patient/report/share); an ID number alone opens nothing.',
    access: 'open',
    handle: (ctx, { params: p, query }) => reportService.noLoginReport(ctx, p.localAreaCode, query.token),
  };
  serve(e, aiPatientContract, { patientReport: noLogin, evaluateReport: noLogin });
  rawRoute(
    app,
    e.download,
    { access: 'user', schemas: aiPatientContract.download, tags, summary: '下载文件' },
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
