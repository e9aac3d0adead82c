import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/**
 * The user account calls (spec 3 sections 3 and 7): attention (follow), collect and like, each
 * with list, add, remove and check; the target is `relationId` + `type`.
 */
export const userAccountContract = {
  attentionList: { query: s.attentionListQuery, response: s.markPage },
  attentionAdd: { body: s.attentionTarget, response: s.markState },
  attentionRemove: { query: s.attentionTarget, response: s.markState },
  attentionCheck: { query: s.attentionTarget, response: s.markState },
  collectList: { query: s.collectListQuery, response: s.markPage },
  collectAdd: { body: s.collectTarget, response: s.markState },
  collectRemove: { query: s.collectTarget, response: s.markState },
  collectCheck: { query: s.collectTarget, response: s.markState },
  likeList: { query: s.likeListQuery, response: s.markPage },
  likeAdd: { body: s.likeTarget, response: s.markState },
  likeRemove: { query: s.likeTarget, response: s.markState },
  likeCheck: { query: s.likeTarget, response: s.markState },
} satisfies Contract;
