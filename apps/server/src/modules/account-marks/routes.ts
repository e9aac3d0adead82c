import {
  attentionListQuery,
  attentionTarget,
  collectListQuery,
  collectTarget,
  likeListQuery,
  likeTarget,
  markPage,
  markState,
} from '@kanghu/shared';
import { userAccount } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { addMark, checkMark, listMine, removeMark } from './service.ts';

const tags = ['user-account'];
const TARGET =
  'Target: relationId + type (doctor, service; article, knowledge, circle, comment answer 400 暂未开放 until the education issue adds them). A target outside the caller’s project, hidden or missing: 404, nothing stored.';

/** The user account calls attention, collect and like (spec 3 sections 3 and 7; issue 13). */
export default async function accountMarkRoutes(app: FastifyInstance) {
  route(
    app,
    userAccount.attentionList,
    {
      access: 'user',
      schemas: { query: attentionListQuery, response: markPage },
      tags,
      summary: '我的关注列表',
      description:
        'The caller’s own attention rows, newest first, each with the target’s title (已失效 when it is gone).',
    },
    (ctx, { query }) => listMine(ctx, 'attention', query),
  );
  route(
    app,
    userAccount.attentionAdd,
    {
      access: 'user',
      schemas: { body: attentionTarget, response: markState },
      tags,
      summary: '添加关注',
      description: `Idempotent. ${TARGET}`,
    },
    (ctx, { body }) => addMark(ctx, 'attention', body),
  );
  route(
    app,
    userAccount.attentionRemove,
    {
      access: 'user',
      schemas: { query: attentionTarget, response: markState },
      tags,
      summary: '取消关注',
      description: 'Removes the caller’s own mark; removing one that is not there answers the state.',
    },
    (ctx, { query }) => removeMark(ctx, 'attention', query),
  );
  route(
    app,
    userAccount.attentionCheck,
    {
      access: 'user',
      schemas: { query: attentionTarget, response: markState },
      tags,
      summary: '是否已关注',
      description: 'Whether the caller marked the target, and how many accounts of the project did.',
    },
    (ctx, { query }) => checkMark(ctx, 'attention', query),
  );
  route(
    app,
    userAccount.collectList,
    {
      access: 'user',
      schemas: { query: collectListQuery, response: markPage },
      tags,
      summary: '我的收藏列表',
      description:
        'The caller’s own collect rows, newest first, each with the target’s title (已失效 when it is gone).',
    },
    (ctx, { query }) => listMine(ctx, 'collect', query),
  );
  route(
    app,
    userAccount.collectAdd,
    {
      access: 'user',
      schemas: { body: collectTarget, response: markState },
      tags,
      summary: '添加收藏',
      description: `Idempotent. ${TARGET}`,
    },
    (ctx, { body }) => addMark(ctx, 'collect', body),
  );
  route(
    app,
    userAccount.collectRemove,
    {
      access: 'user',
      schemas: { query: collectTarget, response: markState },
      tags,
      summary: '取消收藏',
      description: 'Removes the caller’s own mark; removing one that is not there answers the state.',
    },
    (ctx, { query }) => removeMark(ctx, 'collect', query),
  );
  route(
    app,
    userAccount.collectCheck,
    {
      access: 'user',
      schemas: { query: collectTarget, response: markState },
      tags,
      summary: '是否已收藏',
      description: 'Whether the caller marked the target, and how many accounts of the project did.',
    },
    (ctx, { query }) => checkMark(ctx, 'collect', query),
  );
  route(
    app,
    userAccount.likeList,
    {
      access: 'user',
      schemas: { query: likeListQuery, response: markPage },
      tags,
      summary: '我的点赞列表',
      description:
        'The caller’s own like rows, newest first, each with the target’s title (已失效 when it is gone).',
    },
    (ctx, { query }) => listMine(ctx, 'like', query),
  );
  route(
    app,
    userAccount.likeAdd,
    {
      access: 'user',
      schemas: { body: likeTarget, response: markState },
      tags,
      summary: '添加点赞',
      description: `Idempotent. ${TARGET}`,
    },
    (ctx, { body }) => addMark(ctx, 'like', body),
  );
  route(
    app,
    userAccount.likeRemove,
    {
      access: 'user',
      schemas: { query: likeTarget, response: markState },
      tags,
      summary: '取消点赞',
      description: 'Removes the caller’s own mark; removing one that is not there answers the state.',
    },
    (ctx, { query }) => removeMark(ctx, 'like', query),
  );
  route(
    app,
    userAccount.likeCheck,
    {
      access: 'user',
      schemas: { query: likeTarget, response: markState },
      tags,
      summary: '是否已点赞',
      description: 'Whether the caller marked the target, and how many accounts of the project did.',
    },
    (ctx, { query }) => checkMark(ctx, 'like', query),
  );
}
