import type {
  articleCommentBody,
  articleCommentQuery,
  articleReplyBody,
  articleReplyQuery,
  commentAuditBody,
  commentDetail,
  commentIdParams,
  commentNoticePage,
  commentPage,
  commentReportBody,
  commentUpdateBody,
  commentView,
  educationCommentBody,
  educationCommentQuery,
  moderationPage,
  moderationQueueQuery,
} from '../schemas/comments.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

const ARTICLE = '/api/education/article/comment';
const EDU = '/api/education/comment';
type ById = { params: typeof commentIdParams };

/** Article comments and replies (spec 2 section 7, Articles); one comments table with the education model. */
export const articleComment = {
  create: endpoint<{ body: typeof articleCommentBody; response: typeof commentView }>('POST', ARTICLE),
  list: endpoint<{ query: typeof articleCommentQuery; response: typeof commentPage }>('GET', ARTICLE),
  update: endpoint<ById & { body: typeof commentUpdateBody; response: typeof commentView }>(
    'PUT',
    `${ARTICLE}/:id`,
  ),
  remove: endpoint<ById>('DELETE', `${ARTICLE}/:id`),
  audit: endpoint<ById & { body: typeof commentAuditBody; response: typeof commentView }>(
    'PUT',
    `${ARTICLE}/:id/audit`,
  ),
  reply: endpoint<{ body: typeof articleReplyBody; response: typeof commentView }>(
    'POST',
    `${ARTICLE}/reply`,
  ),
  replies: endpoint<{ query: typeof articleReplyQuery; response: typeof commentPage }>(
    'GET',
    `${ARTICLE}/reply`,
  ),
  removeReply: endpoint<ById>('DELETE', `${ARTICLE}/reply/:id`),
};

/** Education comments (spec 2 section 3: relationType/relationId, parentCommentId, replyId), notices, reports, audit. */
export const educationComment = {
  create: endpoint<{ body: typeof educationCommentBody; response: typeof commentView }>('POST', EDU),
  list: endpoint<{ query: typeof educationCommentQuery; response: typeof commentPage }>('GET', EDU),
  detail: endpoint<ById & { response: typeof commentDetail }>('GET', `${EDU}/:id`),
  remove: endpoint<ById>('DELETE', `${EDU}/:id`),
  notices: endpoint<{ query: typeof pageQuery; response: typeof commentNoticePage }>('GET', `${EDU}/notice`),
  /** Added: a user reports a comment; COMMENT_REPORT_HIDE_COUNT reports hide it pending review. */
  report: endpoint<ById & { body: typeof commentReportBody; response: typeof commentView }>(
    'POST',
    `${EDU}/:id/report`,
  ),
  /** Added: the same audit as the article path, for education comments. */
  audit: endpoint<ById & { body: typeof commentAuditBody; response: typeof commentView }>(
    'PUT',
    `${EDU}/:id/audit`,
  ),
  /** Added: the servicer's moderation queue (comments and circle posts). */
  queue: endpoint<{ query: typeof moderationQueueQuery; response: typeof moderationPage }>(
    'GET',
    `${EDU}/audit/queue`,
  ),
};
