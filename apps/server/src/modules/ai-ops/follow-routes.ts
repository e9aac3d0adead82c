import { aiOpsContract } from '@kanghu/shared/contracts';
import { aiOps } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { readFollowDraft, saveFollowDraft } from './follow-draft-service.ts';
import * as followService from './follow-service.ts';
import { syncFollow } from './sync-service.ts';

const tags = ['ai-platform'];
const access = 'servicer' as const;

/** Local follow-ups of the AI platform: the district's follow plans, the pool and the sync. */
export default function followOpsRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access, tags });
  serve(aiOps, aiOpsContract, {
    followCreate: {
      summary: '新建随访',
      handle: (ctx, { params, body }) => followService.createFollow(ctx, params.localAreaCode, body),
    },
    followSave: {
      summary: '保存随访',
      handle: (ctx, { params, body }) => followService.saveFollow(ctx, params.localAreaCode, body),
    },
    followDetail: {
      summary: '随访详情',
      handle: (ctx, { params, query }) => followService.followDetail(ctx, params.localAreaCode, query.id),
    },
    followLastDetail: {
      summary: '上次随访',
      handle: (ctx, { params, query }) => followService.lastFollow(ctx, params.localAreaCode, query),
    },
    followPlan: {
      summary: '居民随访计划',
      handle: (ctx, { params, query }) => followService.residentFollows(ctx, params.localAreaCode, query),
    },
    followGrabInit: {
      summary: '随访任务池',
      handle: (ctx, { params }) => followService.grabInit(ctx, params.localAreaCode),
    },
    followGrab: {
      summary: '领取随访',
      description:
        'One conditional UPDATE … WHERE follow_person_user_id IS NULL: of concurrent grabs exactly one wins, the others 409.',
      handle: (ctx, { params, body }) => followService.grabFollow(ctx, params.localAreaCode, body.id),
    },
    followWaitTasks: {
      summary: '待随访任务',
      handle: (ctx, { params, query }) => followService.followList(ctx, params.localAreaCode, 'wait', query),
    },
    followDone: {
      summary: '已完成随访',
      handle: (ctx, { params, query }) => followService.followList(ctx, params.localAreaCode, 'done', query),
    },
    followList2: {
      summary: '随访列表',
      handle: (ctx, { params, query }) => followService.followList(ctx, params.localAreaCode, 'all', query),
    },
    followDraft: {
      summary: '随访记录暂存内容',
      description:
        "Ours: the half-filled record of an open plan the caller holds (null when none); another district's plan, a pool plan or another servicer's 404.",
      handle: (ctx, { params, query }) => readFollowDraft(ctx, params.localAreaCode, query.id),
    },
    saveFollowDraft: {
      summary: '随访记录暂存',
      description:
        'Ours: saves the record form as filled so far (types checked, nothing required); follow/save with finish deletes it in its transaction.',
      handle: (ctx, { params, body }) => saveFollowDraft(ctx, params.localAreaCode, body),
    },
    followSync: {
      summary: '随访同步区域平台',
      description:
        'Development provider: nothing is sent; the payload and a district-style receipt are stored.',
      handle: (ctx, { params, body }) => syncFollow(ctx, params.localAreaCode, body.id),
    },
  });
}
