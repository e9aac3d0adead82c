import { followContract } from '@kanghu/shared/contracts';
import { follow } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import * as planService from './plan-service.ts';
import { planDetail } from './record-service.ts';

const tags = ['follow'];
const STATES =
  'Stored state open -> done (execute) | cancelled (cancel); open | cancelled -> deleted. followStatus planned / due (the plan day, China time) / overdue (after it) is computed on read (modules/follow/state-machine.ts).';

type Entry<K extends keyof typeof follow> = TableEntry<(typeof follow)[K], 'servicer'>;

/** The calls the patient data layer and the platform's timeline share, by summary. */
const create = (summary: string): Entry<'create'> => ({
  summary,
  description:
    'A plan for a patient the caller sees; followPersonId omitted: the caller (when a doctor or assistant), null: the org pool. A reminder job is queued for 24 h before the plan time.',
  handle: (ctx, { body }) => planService.createPlan(ctx, body),
});
const detail = (summary: string): Entry<'detail'> => ({
  summary,
  access: 'user',
  handle: (ctx, { params }) => planDetail(ctx, params.id),
});
const update = (summary: string): Entry<'update'> => ({
  summary,
  description: `Open plans only. ${STATES}`,
  handle: (ctx, { params, body }) => planService.updatePlan(ctx, params.id, body),
});
const cancel = (summary: string): Entry<'cancel'> => ({
  summary,
  description: STATES,
  handle: (ctx, { params, body }) => planService.cancelPlan(ctx, params.id, body?.cancelReason),
});
const remove = (summary: string): Entry<'remove'> => ({
  summary,
  description: STATES,
  handle: (ctx, { params }) => planService.deletePlan(ctx, params.id),
});

/** Follow plans: the patient data layer (/api/patient/follow) and the platform's timeline calls. */
export function planRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(follow, followContract, {
    templates: { summary: '随访模板', handle: (ctx) => planService.followTemplates(ctx) },
    summary: { summary: '随访统计（今日待随访、逾期）', handle: (ctx) => planService.followSummary(ctx) },
    list: {
      summary: '随访计划列表',
      description: `Customers: plans of their patients; servicers: of the patients they see. ${STATES}`,
      access: 'user',
      handle: (ctx, { query }) => planService.listPlans(ctx, query),
    },
    create: create('新建随访计划'),
    timelineCreate: create('新建随访计划（平台）'),
    timelineMulti: {
      summary: '批量新建随访计划',
      description:
        'One plan per patient, all or nothing; any patient the caller does not see: 404, nothing written.',
      handle: (ctx, { body }) => planService.createPlans(ctx, body),
    },
    detail: detail('随访计划详情'),
    timelineDetail: detail('随访计划详情（平台）'),
    update: update('修改随访计划'),
    timelineUpdate: update('修改随访计划（平台）'),
    cancel: cancel('取消随访计划'),
    timelineCancel: cancel('取消随访计划（平台）'),
    remove: remove('删除随访计划'),
    removeFollow: remove('删除随访计划（平台）'),
    grab: {
      summary: '领取随访（家医）',
      description:
        'An open plan without a follow person becomes the caller’s; of two doctors grabbing at once one wins, the other gets 409.',
      handle: (ctx, { body }) => planService.grabPlan(ctx, body.id),
    },
  });
}
