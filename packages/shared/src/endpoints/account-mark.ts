import type { z } from 'zod';
import type {
  attentionListQuery,
  attentionTarget,
  collectListQuery,
  collectTarget,
  likeListQuery,
  likeTarget,
  markPage,
  markState,
} from '../schemas/account-mark.ts';
import { endpoint } from './endpoint.ts';

type List<Q extends z.ZodType> = { query: Q; response: typeof markPage };
type ByQuery<T extends z.ZodType> = { query: T; response: typeof markState };
type ByBody<T extends z.ZodType> = { body: T; response: typeof markState };

const ATTENTION = '/api/user/account/attention';
const COLLECT = '/api/user/account/collect';
const LIKE = '/api/user/account/like';

/**
 * The user account calls (spec 3 sections 3 and 7): attention (follow), collect and like, each
 * with list, add, remove and check; the target is `relationId` + `type`.
 */
export const userAccount = {
  attentionList: endpoint<List<typeof attentionListQuery>>('GET', ATTENTION),
  attentionAdd: endpoint<ByBody<typeof attentionTarget>>('POST', ATTENTION),
  attentionRemove: endpoint<ByQuery<typeof attentionTarget>>('DELETE', ATTENTION),
  attentionCheck: endpoint<ByQuery<typeof attentionTarget>>('GET', `${ATTENTION}/check`),
  collectList: endpoint<List<typeof collectListQuery>>('GET', COLLECT),
  collectAdd: endpoint<ByBody<typeof collectTarget>>('POST', COLLECT),
  collectRemove: endpoint<ByQuery<typeof collectTarget>>('DELETE', COLLECT),
  collectCheck: endpoint<ByQuery<typeof collectTarget>>('GET', `${COLLECT}/check`),
  likeList: endpoint<List<typeof likeListQuery>>('GET', LIKE),
  likeAdd: endpoint<ByBody<typeof likeTarget>>('POST', LIKE),
  likeRemove: endpoint<ByQuery<typeof likeTarget>>('DELETE', LIKE),
  likeCheck: endpoint<ByQuery<typeof likeTarget>>('GET', `${LIKE}/check`),
};
