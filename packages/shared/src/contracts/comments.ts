import type { Contract } from '../endpoints/endpoint.ts';
import {
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
  pageQuery,
} from '../index.ts';

/** Article comments and replies (spec 2 section 7, Articles); one comments table with the education model. */
export const articleCommentContract = {
  create: { body: articleCommentBody, response: commentView },
  list: { query: articleCommentQuery, response: commentPage },
  update: { params: commentIdParams, body: commentUpdateBody, response: commentView },
  remove: { params: commentIdParams },
  audit: { params: commentIdParams, body: commentAuditBody, response: commentView },
  reply: { body: articleReplyBody, response: commentView },
  replies: { query: articleReplyQuery, response: commentPage },
  removeReply: { params: commentIdParams },
} satisfies Contract;

/** Education comments (spec 2 section 3: relationType/relationId, parentCommentId, replyId), notices, reports, audit. */
export const educationCommentContract = {
  create: { body: educationCommentBody, response: commentView },
  list: { query: educationCommentQuery, response: commentPage },
  detail: { params: commentIdParams, response: commentDetail },
  remove: { params: commentIdParams },
  notices: { query: pageQuery, response: commentNoticePage },
  report: { params: commentIdParams, body: commentReportBody, response: commentView },
  audit: { params: commentIdParams, body: commentAuditBody, response: commentView },
  queue: { query: moderationQueueQuery, response: moderationPage },
} satisfies Contract;
