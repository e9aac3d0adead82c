import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The circle (spec 3 section 7, Education). */
export const circleContract = {
  list: { query: s.circleListQuery, response: s.circleList },
  detail: { params: s.commentIdParams, response: s.circleView },
  top: { params: s.circleIdParams, response: s.circlePostList },
  subjectKnowledge: { query: s.pageQuery, response: s.circlePostPage },
  subjectKnowledgeMine: { query: s.pageQuery, response: s.circlePostPage },
  keywords: { query: s.keywordListQuery, response: s.keywordList },
  questions: { query: s.circleQuestionQuery, response: s.circlePostPage },
  finishNum: { response: s.finishNumView },
  posts: { query: s.circlePostQuery, response: s.circlePostPage },
  post: { params: s.commentIdParams, response: s.circlePostDetail },
  removePost: { params: s.commentIdParams },
  updatePost: { params: s.commentIdParams, body: s.circlePostUpdate, response: s.circlePostView },
  createPost: { body: s.circlePostBody, response: s.circlePostView },
  acceptAnswer: { params: s.commentIdParams, response: s.circlePostView },
  createStory: { body: s.circlePostBody, response: s.circlePostView },
  stories: { query: s.storyQuery, response: s.circlePostPage },
  story: { params: s.commentIdParams, response: s.circlePostDetail },
  removeStory: { params: s.commentIdParams },
  auditPost: { params: s.commentIdParams, body: s.commentAuditBody, response: s.circlePostView },
  reportPost: { params: s.commentIdParams, body: s.commentReportBody, response: s.circlePostView },
  chat: { params: s.commentIdParams, query: s.chatQuery, response: s.chatMessageList },
  sendChat: { params: s.commentIdParams, body: s.chatBody, response: s.chatMessageView },
} satisfies Contract;
