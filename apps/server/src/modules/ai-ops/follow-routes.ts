import {
  aiFollowCreateBody,
  aiFollowDraftBody,
  aiFollowDraftView,
  aiFollowList,
  aiFollowMaybe,
  aiFollowPage,
  aiFollowSaveBody,
  aiFollowSyncView,
  aiFollowView,
  aiGrabInit,
  aiIdBody,
  aiIdcardQuery,
  aiIdQuery,
  aiPageQuery,
  localAreaParams,
} from '@kanghu/shared';
import { aiOps } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { readFollowDraft, saveFollowDraft } from './follow-draft-service.ts';
import {
  createFollow,
  followDetail,
  followList,
  grabFollow,
  grabInit,
  lastFollow,
  residentFollows,
  saveFollow,
} from './follow-service.ts';
import { syncFollow } from './sync-service.ts';

const tags = ['ai-platform'];
const access = 'servicer' as const;
const params = localAreaParams;
const page = { params, query: aiPageQuery, response: aiFollowPage };

/** Local follow-ups of the AI platform: the district's follow plans, the pool and the sync. */
export default function followOpsRoutes(app: FastifyInstance) {
  const add = routes(app, { access, tags });
  add(
    aiOps.followCreate,
    { params, body: aiFollowCreateBody, response: aiFollowView },
    '新建随访',
    (ctx, { params, body }) => createFollow(ctx, params.localAreaCode, body),
  );
  add(
    aiOps.followSave,
    { params, body: aiFollowSaveBody, response: aiFollowView },
    '保存随访',
    (ctx, { params, body }) => saveFollow(ctx, params.localAreaCode, body),
  );
  add(
    aiOps.followDetail,
    { params, query: aiIdQuery, response: aiFollowView },
    '随访详情',
    (ctx, { params, query }) => followDetail(ctx, params.localAreaCode, query.id),
  );
  add(
    aiOps.followLastDetail,
    { params, query: aiIdcardQuery, response: aiFollowMaybe },
    '上次随访',
    (ctx, { params, query }) => lastFollow(ctx, params.localAreaCode, query),
  );
  add(
    aiOps.followPlan,
    { params, query: aiIdcardQuery, response: aiFollowList },
    '居民随访计划',
    (ctx, { params, query }) => residentFollows(ctx, params.localAreaCode, query),
  );
  add(aiOps.followGrabInit, { params, response: aiGrabInit }, '随访任务池', (ctx, { params }) =>
    grabInit(ctx, params.localAreaCode),
  );
  add(
    aiOps.followGrab,
    { params, body: aiIdBody, response: aiFollowView },
    {
      summary: '领取随访',
      description:
        'One conditional UPDATE … WHERE follow_person_user_id IS NULL: of concurrent grabs exactly one wins, the others 409.',
    },
    (ctx, { params, body }) => grabFollow(ctx, params.localAreaCode, body.id),
  );
  add(aiOps.followWaitTasks, page, '待随访任务', (ctx, { params, query }) =>
    followList(ctx, params.localAreaCode, 'wait', query),
  );
  add(aiOps.followDone, page, '已完成随访', (ctx, { params, query }) =>
    followList(ctx, params.localAreaCode, 'done', query),
  );
  add(aiOps.followList2, page, '随访列表', (ctx, { params, query }) =>
    followList(ctx, params.localAreaCode, 'all', query),
  );
  add(
    aiOps.followDraft,
    { params, query: aiIdQuery, response: aiFollowDraftView },
    {
      summary: '随访记录暂存内容',
      description:
        "Ours: the half-filled record of an open plan the caller holds (null when none); another district's plan, a pool plan or another servicer's 404.",
    },
    (ctx, { params, query }) => readFollowDraft(ctx, params.localAreaCode, query.id),
  );
  add(
    aiOps.saveFollowDraft,
    { params, body: aiFollowDraftBody, response: aiFollowDraftView },
    {
      summary: '随访记录暂存',
      description:
        'Ours: saves the record form as filled so far (types checked, nothing required); follow/save with finish deletes it in its transaction.',
    },
    (ctx, { params, body }) => saveFollowDraft(ctx, params.localAreaCode, body),
  );
  add(
    aiOps.followSync,
    { params, body: aiIdBody, response: aiFollowSyncView },
    {
      summary: '随访同步区域平台',
      description:
        'Development provider: nothing is sent; the payload and a district-style receipt are stored.',
    },
    (ctx, { params, body }) => syncFollow(ctx, params.localAreaCode, body.id),
  );
}
