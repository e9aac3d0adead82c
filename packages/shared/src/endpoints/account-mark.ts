import type { userAccountContract } from '../contracts/account-mark.ts';
import { endpointsOf } from './endpoint.ts';

const ATTENTION = '/api/user/account/attention';
const COLLECT = '/api/user/account/collect';
const LIKE = '/api/user/account/like';

/**
 * The user account calls (spec 3 sections 3 and 7): attention (follow), collect and like, each
 * with list, add, remove and check; the target is `relationId` + `type`.
 */
export const userAccount = endpointsOf<typeof userAccountContract>({
  attentionList: `GET ${ATTENTION}`,
  attentionAdd: `POST ${ATTENTION}`,
  attentionRemove: `DELETE ${ATTENTION}`,
  attentionCheck: `GET ${ATTENTION}/check`,
  collectList: `GET ${COLLECT}`,
  collectAdd: `POST ${COLLECT}`,
  collectRemove: `DELETE ${COLLECT}`,
  collectCheck: `GET ${COLLECT}/check`,
  likeList: `GET ${LIKE}`,
  likeAdd: `POST ${LIKE}`,
  likeRemove: `DELETE ${LIKE}`,
  likeCheck: `GET ${LIKE}/check`,
});
