import { envelope, hutUploadResult } from '@kanghu/shared';
import { iotHutContract } from '@kanghu/shared/contracts';
import { iotHut } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, routeTable } from '../../plugins/route.ts';
import { hutHealthData as healthData, hutAppraisal, hutHealthPage } from './data-service.ts';
import { createHut, hutList as listHuts, hutOrgTree as orgTree } from './registry-service.ts';
import { uploadVisit } from './upload-service.ts';

const tags = ['iot-hut'];
const WHOSE =
  "Whose data: patientId or idcard of the caller's scope (another scope or project: 404 患者不存在); a customer without either gets their own (self) patient.";

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export default async function iotHutRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(iotHut, iotHutContract, {
    orgTree: {
      summary: '机构树（含小屋数）',
      description: 'The project org tree, or the subtree of org `code`; hutCount includes sub-orgs.',
      handle: (ctx, { query }) => orgTree(ctx, query.code),
    },
    list: {
      summary: '健康小屋列表',
      description:
        'Huts of org `orgCode` and the orgs below it (default all), filtered by name/address keyword.',
      handle: (ctx, { query }) => listHuts(ctx, query),
    },
    create: {
      summary: '登记健康小屋',
      description:
        'Admins and staff. Answers the upload secret once (only its SHA-256 is kept). Duplicate code: 409.',
      access: 'manager',
      handle: (ctx, { body }) => createHut(ctx, body),
    },
    healthData: {
      summary: '小屋健康数据',
      description: `Latest hut reading of each type and the last visit. ${WHOSE}`,
      handle: (ctx, { query }) => healthData(ctx, query),
    },
    healthPage: {
      summary: '小屋检测记录',
      description: `Visits with their readings, newest first. ${WHOSE}`,
      handle: (ctx, { query }) => hutHealthPage(ctx, query),
    },
    appraisal: {
      summary: '健康评估报告',
      description: `Of visit \`id\`, else of the patient's latest visit: items with grade and advice, score, conclusion. ${WHOSE}`,
      handle: (ctx, { query }) => hutAppraisal(ctx, query),
    },
  });

  // Raw: the hut authenticates with its X-Hut-Secret header, which the context does not carry.
  rawRoute(
    app,
    iotHut.upload,
    {
      access: 'open',
      schemas: iotHutContract.upload,
      response: { 200: envelope(hutUploadResult) },
      tags,
      summary: '小屋上传检测数据',
      description:
        'Huts: Project header and X-Hut-Secret. One visit of a resident (idcard) with bp, bg, weight, spo2, temp; stored as measurements with source iot and linked to the hut. Unknown hut or wrong secret: 401 小屋认证失败; unknown resident: 404. Bad values: 400, nothing stored.',
    },
    async (ctx, { body }, reply) => ({
      success: true,
      data: await uploadVisit(ctx, body, reply.request.headers['x-hut-secret']),
    }),
  );
}
