import {
  envelope,
  hutAppraisalQuery,
  hutAppraisalReport,
  hutCreateBody,
  hutCreateResult,
  hutHealthData,
  hutHealthPageQuery,
  hutListQuery,
  hutOrgNode,
  hutPatientQuery,
  hutTreeQuery,
  hutUploadBody,
  hutUploadResult,
  hutView,
  hutVisitPage,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  createHut,
  hutHealthData as healthData,
  hutAppraisal,
  hutHealthPage,
  hutList,
  hutOrgTree,
  uploadVisit,
} from './service.ts';

const tags = ['iot-hut'];
const CLIENT = '/api/iot/hut/client/health';
const REGULATORY = '/api/iot/hut/regulatory';
const WHOSE =
  "Whose data: patientId or idcard of the caller's scope (another scope or project: 404 患者不存在); a customer without either gets their own (self) patient.";

/** Health huts: registry by org, a patient's hut readings and appraisal reports, hut uploads. */
export default async function iotHutRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${REGULATORY}/org/findTree/code`,
    {
      schema: {
        querystring: hutTreeQuery,
        response: { 200: envelope(z.array(hutOrgNode)) },
        tags,
        summary: '机构树（含小屋数）',
        description: 'The project org tree, or the subtree of org `code`; hutCount includes sub-orgs.',
      },
    },
    async (request) => ({ success: true, data: await hutOrgTree(services, request, request.query.code) }),
  );

  r.get(
    `${REGULATORY}/org/findAllHutList`,
    {
      schema: {
        querystring: hutListQuery,
        response: { 200: envelope(z.array(hutView)) },
        tags,
        summary: '健康小屋列表',
        description:
          'Huts of org `orgCode` and the orgs below it (default all), filtered by name/address keyword.',
      },
    },
    async (request) => ({ success: true, data: await hutList(services, request, request.query) }),
  );

  r.post(
    `${REGULATORY}/hut`,
    {
      schema: {
        body: hutCreateBody,
        response: { 200: envelope(hutCreateResult) },
        tags,
        summary: '登记健康小屋',
        description:
          'Admins and staff. Answers the upload secret once (only its SHA-256 is kept). Duplicate code: 409.',
      },
    },
    async (request) => ({ success: true, data: await createHut(services, request, request.body) }),
  );

  r.get(
    `${CLIENT}/findHealthData`,
    {
      schema: {
        querystring: hutPatientQuery,
        response: { 200: envelope(hutHealthData) },
        tags,
        summary: '小屋健康数据',
        description: `Latest hut reading of each type and the last visit. ${WHOSE}`,
      },
    },
    async (request) => ({ success: true, data: await healthData(services, request, request.query) }),
  );

  r.get(
    `${CLIENT}/findHealthDataPage`,
    {
      schema: {
        querystring: hutHealthPageQuery,
        response: { 200: envelope(hutVisitPage) },
        tags,
        summary: '小屋检测记录',
        description: `Visits with their readings, newest first. ${WHOSE}`,
      },
    },
    async (request) => ({ success: true, data: await hutHealthPage(services, request, request.query) }),
  );

  r.get(
    `${CLIENT}/findAppraisalReport`,
    {
      schema: {
        querystring: hutAppraisalQuery,
        response: { 200: envelope(hutAppraisalReport) },
        tags,
        summary: '健康评估报告',
        description: `Of visit \`id\`, else of the patient's latest visit: items with grade and advice, score, conclusion. ${WHOSE}`,
      },
    },
    async (request) => ({ success: true, data: await hutAppraisal(services, request, request.query) }),
  );

  r.post(
    `${CLIENT}/upload`,
    {
      config: { access: 'open' },
      schema: {
        body: hutUploadBody,
        response: { 200: envelope(hutUploadResult) },
        tags,
        summary: '小屋上传检测数据',
        description:
          'Huts: Project header and X-Hut-Secret. One visit of a resident (idcard) with bp, bg, weight, spo2, temp; stored as measurements with source iot and linked to the hut. Unknown hut or wrong secret: 401 小屋认证失败; unknown resident: 404. Bad values: 400, nothing stored.',
      },
    },
    async (request) => ({ success: true, data: await uploadVisit(services, app, request, request.body) }),
  );
}
