import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Article comments and replies (spec 2 section 7, Articles); one comments table with the education model. */
export const articleCommentContract = {
  create: { body: s.articleCommentBody, response: s.commentView },
  list: { query: s.articleCommentQuery, response: s.commentPage },
  update: { params: s.commentIdParams, body: s.commentUpdateBody, response: s.commentView },
  remove: { params: s.commentIdParams },
  audit: { params: s.commentIdParams, body: s.commentAuditBody, response: s.commentView },
  reply: { body: s.articleReplyBody, response: s.commentView },
  replies: { query: s.articleReplyQuery, response: s.commentPage },
  removeReply: { params: s.commentIdParams },
} satisfies Contract;

/** Education comments (spec 2 section 3: relationType/relationId, parentCommentId, replyId), notices, reports, audit. */
export const educationCommentContract = {
  create: { body: s.educationCommentBody, response: s.commentView },
  list: { query: s.educationCommentQuery, response: s.commentPage },
  detail: { params: s.commentIdParams, response: s.commentDetail },
  remove: { params: s.commentIdParams },
  notices: { query: s.pageQuery, response: s.commentNoticePage },
  report: { params: s.commentIdParams, body: s.commentReportBody, response: s.commentView },
  audit: { params: s.commentIdParams, body: s.commentAuditBody, response: s.commentView },
  queue: { query: s.moderationQueueQuery, response: s.moderationPage },
} satisfies Contract;
