import type { Contract } from '../endpoints/endpoint.ts';
import {
  attentionListQuery,
  attentionTarget,
  collectListQuery,
  collectTarget,
  likeListQuery,
  likeTarget,
  markPage,
  markState,
} from '../index.ts';

/**
 * The user account calls (spec 3 sections 3 and 7): attention (follow), collect and like, each
 * with list, add, remove and check; the target is `relationId` + `type`.
 */
export const userAccountContract = {
  attentionList: { query: attentionListQuery, response: markPage },
  attentionAdd: { body: attentionTarget, response: markState },
  attentionRemove: { query: attentionTarget, response: markState },
  attentionCheck: { query: attentionTarget, response: markState },
  collectList: { query: collectListQuery, response: markPage },
  collectAdd: { body: collectTarget, response: markState },
  collectRemove: { query: collectTarget, response: markState },
  collectCheck: { query: collectTarget, response: markState },
  likeList: { query: likeListQuery, response: markPage },
  likeAdd: { body: likeTarget, response: markState },
  likeRemove: { query: likeTarget, response: markState },
  likeCheck: { query: likeTarget, response: markState },
} satisfies Contract;
