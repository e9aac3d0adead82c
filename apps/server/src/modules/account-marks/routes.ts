import { MARK_KIND_NAMES, type MarkKind, type MarkListInput, type MarkTargetInput } from '@kanghu/shared';
import { userAccountContract } from '@kanghu/shared/contracts';
import { userAccount } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import { addMark, checkMark, listMine, removeMark } from './service.ts';

const tags = ['user-account'];
const TARGET =
  'Target: relationId + type (doctor, service, article, knowledge, circle, comment, as the kind allows). A target outside the caller’s project, hidden (a draft article, an unpassed comment, a hidden circle) or missing: 404, nothing stored.';

/** One kind's list, add, remove and check (summaries 我的关注列表, 添加关注, 取消关注, 是否已关注). */
function kindEntries(kind: MarkKind) {
  const name = MARK_KIND_NAMES[kind];
  return {
    list: {
      summary: `我的${name}列表`,
      description: `The caller’s own ${kind} rows, newest first, each with the target’s title (已失效 when it is gone).`,
      handle: (ctx: Ctx, { query }: { query: MarkListInput }) => listMine(ctx, kind, query),
    },
    add: {
      summary: `添加${name}`,
      description: `Idempotent. ${TARGET}`,
      handle: (ctx: Ctx, { body }: { body: MarkTargetInput }) => addMark(ctx, kind, body),
    },
    remove: {
      summary: `取消${name}`,
      description: 'Removes the caller’s own mark; removing one that is not there answers the state.',
      handle: (ctx: Ctx, { query }: { query: MarkTargetInput }) => removeMark(ctx, kind, query),
    },
    check: {
      summary: `是否已${name}`,
      description: 'Whether the caller marked the target, and how many accounts of the project did.',
      handle: (ctx: Ctx, { query }: { query: MarkTargetInput }) => checkMark(ctx, kind, query),
    },
  };
}

/** The user account calls attention, collect and like (spec 3 sections 3 and 7; issue 13). */
export default async function accountMarkRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  const attention = kindEntries('attention');
  const collect = kindEntries('collect');
  const like = kindEntries('like');
  serve(userAccount, userAccountContract, {
    attentionList: attention.list,
    attentionAdd: attention.add,
    attentionRemove: attention.remove,
    attentionCheck: attention.check,
    collectList: collect.list,
    collectAdd: collect.add,
    collectRemove: collect.remove,
    collectCheck: collect.check,
    likeList: like.list,
    likeAdd: like.add,
    likeRemove: like.remove,
    likeCheck: like.check,
  });
}
