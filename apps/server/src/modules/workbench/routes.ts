import { workbenchContract } from '@kanghu/shared/contracts';
import { workbench } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { workbenchSummaryOf } from './summary-service.ts';

/** The doctor home's dashboard (issue 11). */
export default async function workbenchRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags: ['workbench'] });
  serve(workbench, workbenchContract, {
    summary: {
      summary: '医生工作台概览',
      description:
        "The doctor home's numbers: signed residents, renewals due, follow-ups due today and overdue, abnormal readings not yet handled (patient counts of the doctor's own patients; assistants and org admins: the org's), pending referrals and sickbed applications, unread system messages.",
      handle: (ctx) => workbenchSummaryOf(ctx),
    },
  });
}
