import {
  attentionListQuery,
  attentionTarget,
  collectListQuery,
  collectTarget,
  type Endpoint,
  likeListQuery,
  likeTarget,
  MARK_KIND_NAMES,
  MARK_KINDS,
  type MarkKind,
  type MarkListInput,
  type MarkTargetInput,
  markPage,
  markState,
} from '@kanghu/shared';
import { userAccount } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { routes } from '../../plugins/route.ts';
import { addMark, checkMark, listMine, removeMark } from './service.ts';

const tags = ['user-account'];
const TARGET =
  'Target: relationId + type (doctor, service, article, knowledge, circle, comment, as the kind allows). A target outside the caller’s project, hidden (a draft article, an unpassed comment, a hidden circle) or missing: 404, nothing stored.';

type ByQuery<T extends z.ZodType> = Endpoint<{ query: T; response: typeof markState }>;

/** One kind's four calls (list, add, remove, check) and the schemas of its contract. */
interface KindRoutes<
  L extends z.ZodType<MarkListInput> = z.ZodType<MarkListInput>,
  T extends z.ZodType<MarkTargetInput> = z.ZodType<MarkTargetInput>,
> {
  listQuery: L;
  target: T;
  list: Endpoint<{ query: L; response: typeof markPage }>;
  add: Endpoint<{ body: T; response: typeof markState }>;
  remove: ByQuery<T>;
  check: ByQuery<T>;
}

/** Checks that a kind's schemas are exactly those its endpoints' contracts name. */
const kindOf = <L extends z.ZodType<MarkListInput>, T extends z.ZodType<MarkTargetInput>>(
  r: KindRoutes<L, T>,
): KindRoutes => r;

const KINDS: Record<MarkKind, KindRoutes> = {
  attention: kindOf({
    listQuery: attentionListQuery,
    target: attentionTarget,
    list: userAccount.attentionList,
    add: userAccount.attentionAdd,
    remove: userAccount.attentionRemove,
    check: userAccount.attentionCheck,
  }),
  collect: kindOf({
    listQuery: collectListQuery,
    target: collectTarget,
    list: userAccount.collectList,
    add: userAccount.collectAdd,
    remove: userAccount.collectRemove,
    check: userAccount.collectCheck,
  }),
  like: kindOf({
    listQuery: likeListQuery,
    target: likeTarget,
    list: userAccount.likeList,
    add: userAccount.likeAdd,
    remove: userAccount.likeRemove,
    check: userAccount.likeCheck,
  }),
};

/** Registers one kind's list, add, remove and check (summaries 我的关注列表, 添加关注, 取消关注, 是否已关注). */
function kindRoutes(app: FastifyInstance, kind: MarkKind, r: KindRoutes) {
  const name = MARK_KIND_NAMES[kind];
  const add = routes(app, { access: 'user', tags });
  add(
    r.list,
    { query: r.listQuery, response: markPage },
    {
      summary: `我的${name}列表`,
      description: `The caller’s own ${kind} rows, newest first, each with the target’s title (已失效 when it is gone).`,
    },
    (ctx, { query }) => listMine(ctx, kind, query),
  );
  add(
    r.add,
    { body: r.target, response: markState },
    { summary: `添加${name}`, description: `Idempotent. ${TARGET}` },
    (ctx, { body }) => addMark(ctx, kind, body),
  );
  add(
    r.remove,
    { query: r.target, response: markState },
    {
      summary: `取消${name}`,
      description: 'Removes the caller’s own mark; removing one that is not there answers the state.',
    },
    (ctx, { query }) => removeMark(ctx, kind, query),
  );
  add(
    r.check,
    { query: r.target, response: markState },
    {
      summary: `是否已${name}`,
      description: 'Whether the caller marked the target, and how many accounts of the project did.',
    },
    (ctx, { query }) => checkMark(ctx, kind, query),
  );
}

/** The user account calls attention, collect and like (spec 3 sections 3 and 7; issue 13). */
export default async function accountMarkRoutes(app: FastifyInstance) {
  for (const kind of MARK_KINDS) kindRoutes(app, kind, KINDS[kind]);
}
