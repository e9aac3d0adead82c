import {
  detectionHistory,
  detectionHistoryQuery,
  detectionReport,
  detectionReportQuery,
  envelope,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { detectionHistory as historyOf, detectionReport as reportOf } from './service.ts';

const tags = ['detection'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/**
 * Children's detection reports (yuhang and linan families): readings are entered through the
 * measurement API and graded there (the children's table for patients under 18); these calls read them.
 */
export default async function detectionRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/detection/report',
    {
      schema: {
        querystring: detectionReportQuery,
        response: { 200: envelope(detectionReport) },
        tags,
        summary: '检测报告',
        description: `Blood pressure, blood sugar, lipids, weight (BMI) and heart rate: the latest reading of each in the period (month=YYYY-MM in China time, default everything up to now) with its grade, advice and the children's cut-offs; types=bp,bg,... narrows to a family's types (default all five). ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await reportOf(services, request, request.query) }),
  );

  r.get(
    '/api/patient/detection/report/history',
    {
      schema: {
        querystring: detectionHistoryQuery,
        response: { 200: envelope(detectionHistory) },
        tags,
        summary: '检测报告历史',
        description: `Months (China time) with detection readings in the last \`months\` (default 12), newest first; types narrows as for the report. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await historyOf(services, request, request.query) }),
  );
}
