import { sleepContract } from '@kanghu/shared/contracts';
import { sleep } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addSleepRecord, sleepReport as sleepReportOf } from './service.ts';

const tags = ['patient'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Children's sleep: records and the report against the recommended hours by age. */
export default async function sleepRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(sleep, sleepContract, {
    addRecord: {
      summary: '记录睡眠',
      description: `One day's total sleep (naps included); the same day again replaces the record. ${SCOPE}`,
      handle: (ctx, { body }) => addSleepRecord(ctx, body),
    },
    report: {
      summary: '睡眠报告',
      description: `The last \`days\` days (default 14) against the recommended hours for the age (WS/T 579-2017 under 6, the Ministry of Education 2021 notice at school age). ${SCOPE}`,
      handle: (ctx, { query }) => sleepReportOf(ctx, query),
    },
  });
}
