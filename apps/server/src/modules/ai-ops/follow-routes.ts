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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    aiOps.followCreate,
    {
      access,
      tags,
      summary: '新建随访',
      schemas: { params, body: aiFollowCreateBody, response: aiFollowView },
    },
    (ctx, { params, body }) => createFollow(ctx, params.localAreaCode, body),
  );
  route(
    app,
    aiOps.followSave,
    {
      access,
      tags,
      summary: '保存随访',
      schemas: { params, body: aiFollowSaveBody, response: aiFollowView },
    },
    (ctx, { params, body }) => saveFollow(ctx, params.localAreaCode, body),
  );
  route(
    app,
    aiOps.followDetail,
    { access, tags, summary: '随访详情', schemas: { params, query: aiIdQuery, response: aiFollowView } },
    (ctx, { params, query }) => followDetail(ctx, params.localAreaCode, query.id),
  );
  route(
    app,
    aiOps.followLastDetail,
    { access, tags, summary: '上次随访', schemas: { params, query: aiIdcardQuery, response: aiFollowMaybe } },
    (ctx, { params, query }) => lastFollow(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.followPlan,
    {
      access,
      tags,
      summary: '居民随访计划',
      schemas: { params, query: aiIdcardQuery, response: aiFollowList },
    },
    (ctx, { params, query }) => residentFollows(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.followGrabInit,
    { access, tags, summary: '随访任务池', schemas: { params, response: aiGrabInit } },
    (ctx, { params }) => grabInit(ctx, params.localAreaCode),
  );
  route(
    app,
    aiOps.followGrab,
    {
      access,
      tags,
      summary: '领取随访',
      description:
        'One conditional UPDATE … WHERE follow_person_user_id IS NULL: of concurrent grabs exactly one wins, the others 409.',
      schemas: { params, body: aiIdBody, response: aiFollowView },
    },
    (ctx, { params, body }) => grabFollow(ctx, params.localAreaCode, body.id),
  );
  route(
    app,
    aiOps.followWaitTasks,
    { access, tags, summary: '待随访任务', schemas: page },
    (ctx, { params, query }) => followList(ctx, params.localAreaCode, 'wait', query),
  );
  route(
    app,
    aiOps.followDone,
    { access, tags, summary: '已完成随访', schemas: page },
    (ctx, { params, query }) => followList(ctx, params.localAreaCode, 'done', query),
  );
  route(
    app,
    aiOps.followList2,
    { access, tags, summary: '随访列表', schemas: page },
    (ctx, { params, query }) => followList(ctx, params.localAreaCode, 'all', query),
  );
  route(
    app,
    aiOps.followDraft,
    {
      access,
      tags,
      summary: '随访记录暂存内容',
      description:
        "Ours: the half-filled record of an open plan the caller holds (null when none); another district's plan, a pool plan or another servicer's 404.",
      schemas: { params, query: aiIdQuery, response: aiFollowDraftView },
    },
    (ctx, { params, query }) => readFollowDraft(ctx, params.localAreaCode, query.id),
  );
  route(
    app,
    aiOps.saveFollowDraft,
    {
      access,
      tags,
      summary: '随访记录暂存',
      description:
        'Ours: saves the record form as filled so far (types checked, nothing required); follow/save with finish deletes it in its transaction.',
      schemas: { params, body: aiFollowDraftBody, response: aiFollowDraftView },
    },
    (ctx, { params, body }) => saveFollowDraft(ctx, params.localAreaCode, body),
  );
  route(
    app,
    aiOps.followSync,
    {
      access,
      tags,
      summary: '随访同步区域平台',
      description:
        'Development provider: nothing is sent; the payload and a district-style receipt are stored.',
      schemas: { params, body: aiIdBody, response: aiFollowSyncView },
    },
    (ctx, { params, body }) => syncFollow(ctx, params.localAreaCode, body.id),
  );
}
