import {
  dietaryList,
  dietaryListQuery,
  dietaryRecordBody,
  dietaryRecordView,
  envelope,
  foodBank,
  foodBankQuery,
  nutritionReport,
  nutritionReportQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import {
  addDietaryRecord,
  foodBank as foodBankOf,
  listDietaryRecords,
  nutritionReport as nutritionReportOf,
} from './service.ts';

const tags = ['patient'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Diet: food bank, meals, nutrition report. */
export default async function dietRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/food/bank',
    {
      schema: {
        querystring: foodBankQuery,
        response: { 200: envelope(foodBank) },
        tags,
        summary: '食物库',
        description:
          'Common foods of the China Food Composition Tables, per 100 g edible portion (seeded by migration 0014).',
      },
    },
    async (request) => ({ success: true, data: await foodBankOf(services, request, request.query) }),
  );

  r.post(
    '/api/patient/dietary/record',
    {
      schema: {
        body: dietaryRecordBody,
        response: { 200: envelope(dietaryRecordView) },
        tags,
        summary: '添加饮食记录',
        description: `Items are food-bank ids with grams; energy and macronutrients are worked out by the server. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await addDietaryRecord(services, request, request.body) }),
  );

  r.get(
    '/api/patient/dietary/record',
    {
      schema: {
        querystring: dietaryListQuery,
        response: { 200: envelope(dietaryList) },
        tags,
        summary: '饮食记录',
        description: `One China day (day=YYYY-MM-DD) or the last \`days\` (default 7), newest first, with per-day totals. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await listDietaryRecords(services, request, request.query) }),
  );

  r.get(
    '/api/patient/nutrition/report',
    {
      schema: {
        querystring: nutritionReportQuery,
        response: { 200: envelope(nutritionReport) },
        tags,
        summary: '营养报告',
        description: `One meal (dietaryRecordId) or a China day (default today) against the Chinese DRIs 2013: energy, protein, fat and carbohydrate energy shares, advice. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await nutritionReportOf(services, request, request.query) }),
  );
}
