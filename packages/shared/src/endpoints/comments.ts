import type { articleCommentContract, educationCommentContract } from '../contracts/comments.ts';
import { endpointsOf } from './endpoint.ts';

const ARTICLE = '/api/education/article/comment';
const EDU = '/api/education/comment';

/** Article comments and replies (spec 2 section 7, Articles); one comments table with the education model. */
export const articleComment = endpointsOf<typeof articleCommentContract>({
  create: `POST ${ARTICLE}`,
  list: `GET ${ARTICLE}`,
  update: `PUT ${ARTICLE}/:id`,
  remove: `DELETE ${ARTICLE}/:id`,
  audit: `PUT ${ARTICLE}/:id/audit`,
  reply: `POST ${ARTICLE}/reply`,
  replies: `GET ${ARTICLE}/reply`,
  removeReply: `DELETE ${ARTICLE}/reply/:id`,
});

/** Education comments (spec 2 section 3: relationType/relationId, parentCommentId, replyId), notices, reports, audit. */
export const educationComment = endpointsOf<typeof educationCommentContract>({
  create: `POST ${EDU}`,
  list: `GET ${EDU}`,
  detail: `GET ${EDU}/:id`,
  remove: `DELETE ${EDU}/:id`,
  notices: `GET ${EDU}/notice`,
  report: `POST ${EDU}/:id/report`,
  audit: `PUT ${EDU}/:id/audit`,
  queue: `GET ${EDU}/audit/queue`,
});
