import {
  followCancelBody,
  followPlanBody,
  followPlanDetail,
  followPlanUpdateBody,
  followPlanView,
  idParam,
} from '@kanghu/shared';
import { followContract } from '@kanghu/shared/contracts';
import { follow } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes, routeTable } from '../../plugins/route.ts';
import {
  cancelPlan,
  createPlan,
  createPlans,
  deletePlan,
  followSummary,
  followTemplates,
  grabPlan,
  listPlans,
  updatePlan,
} from './plan-service.ts';
import { planDetail } from './record-service.ts';

const tags = ['follow'];
const STATES =
  'Stored state open -> done (execute) | cancelled (cancel); open | cancelled -> deleted. followStatus planned / due (the plan day, China time) / overdue (after it) is computed on read (modules/follow/state-machine.ts).';

/** Follow plans: the patient data layer (/api/patient/follow) and the platform's timeline calls. */
export function planRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'servicer', tags });
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(follow, followContract, {
    templates: { summary: '随访模板', handle: (ctx) => followTemplates(ctx) },
    summary: { summary: '随访统计（今日待随访、逾期）', handle: (ctx) => followSummary(ctx) },
    list: {
      summary: '随访计划列表',
      description: `Customers: plans of their patients; servicers: of the patients they see. ${STATES}`,
      access: 'user',
      handle: (ctx, { query }) => listPlans(ctx, query),
    },
  });
  for (const [endpoint, summary] of [
    [follow.create, '新建随访计划'],
    [follow.timelineCreate, '新建随访计划（平台）'],
  ] as const) {
    add(
      endpoint,
      { body: followPlanBody, response: followPlanView },
      {
        summary,
        description:
          'A plan for a patient the caller sees; followPersonId omitted: the caller (when a doctor or assistant), null: the org pool. A reminder job is queued for 24 h before the plan time.',
      },
      (ctx, { body }) => createPlan(ctx, body),
    );
  }
  serve(follow, followContract, {
    timelineMulti: {
      summary: '批量新建随访计划',
      description:
        'One plan per patient, all or nothing; any patient the caller does not see: 404, nothing written.',
      handle: (ctx, { body }) => createPlans(ctx, body),
    },
  });
  for (const [endpoint, summary] of [
    [follow.detail, '随访计划详情'],
    [follow.timelineDetail, '随访计划详情（平台）'],
  ] as const) {
    add(
      endpoint,
      { params: idParam, response: followPlanDetail },
      { summary, access: 'user' },
      (ctx, { params }) => planDetail(ctx, params.id),
    );
  }
  for (const [endpoint, summary] of [
    [follow.update, '修改随访计划'],
    [follow.timelineUpdate, '修改随访计划（平台）'],
  ] as const) {
    add(
      endpoint,
      { params: idParam, body: followPlanUpdateBody, response: followPlanView },
      { summary, description: `Open plans only. ${STATES}` },
      (ctx, { params, body }) => updatePlan(ctx, params.id, body),
    );
  }
  for (const [endpoint, summary] of [
    [follow.cancel, '取消随访计划'],
    [follow.timelineCancel, '取消随访计划（平台）'],
  ] as const) {
    add(
      endpoint,
      { params: idParam, body: followCancelBody, response: followPlanView },
      { summary, description: STATES },
      (ctx, { params, body }) => cancelPlan(ctx, params.id, body?.cancelReason),
    );
  }
  for (const [endpoint, summary] of [
    [follow.remove, '删除随访计划'],
    [follow.removeFollow, '删除随访计划（平台）'],
  ] as const) {
    add(endpoint, { params: idParam }, { summary, description: STATES }, (ctx, { params }) =>
      deletePlan(ctx, params.id),
    );
  }
  serve(follow, followContract, {
    grab: {
      summary: '领取随访（家医）',
      description:
        'An open plan without a follow person becomes the caller’s; of two doctors grabbing at once one wins, the other gets 409.',
      handle: (ctx, { body }) => grabPlan(ctx, body.id),
    },
  });
}
