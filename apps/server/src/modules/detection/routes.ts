import { detectionContract } from '@kanghu/shared/contracts';
import { detection } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { detectionHistory as historyOf, detectionReport as reportOf } from './service.ts';

const tags = ['detection'];
const SCOPE =
  'A customer sees the patients bound to the account; a servicer the patients of the org or their own. Another scope or project answers 404.';

/**
 * Children's detection reports (yuhang and linan families): readings are entered through the
 * measurement API and graded there (the children's table for patients under 18); these calls read them.
 */
export default async function detectionRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(detection, detectionContract, {
    report: {
      summary: '检测报告',
      description: `Blood pressure, blood sugar, lipids, weight (BMI) and heart rate: the latest reading of each in the period (month=YYYY-MM in China time, default everything up to now) with its grade, advice and the children's cut-offs; types=bp,bg,... narrows to a family's types (default all five). ${SCOPE}`,
      handle: (ctx, { query }) => reportOf(ctx, query),
    },
    history: {
      summary: '检测报告历史',
      description: `Months (China time) with detection readings in the last \`months\` (default 12), newest first; types narrows as for the report. ${SCOPE}`,
      handle: (ctx, { query }) => historyOf(ctx, query),
    },
  });
}
