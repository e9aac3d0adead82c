import type {
  chatBody,
  chatMessageList,
  chatMessageView,
  chatQuery,
  circleIdParams,
  circleList,
  circleListQuery,
  circlePostBody,
  circlePostDetail,
  circlePostList,
  circlePostPage,
  circlePostQuery,
  circlePostUpdate,
  circlePostView,
  circleQuestionQuery,
  circleView,
  finishNumView,
  keywordList,
  keywordListQuery,
  storyQuery,
} from '../schemas/circle.ts';
import type { commentAuditBody, commentIdParams, commentReportBody } from '../schemas/comments.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

const C = '/api/education/circle';
const QA = `${C}/question/answer`;
const STORY = `${C}/friend/story`;
type ById = { params: typeof commentIdParams };
type Post = { response: typeof circlePostView };

/** The circle (spec 3 section 7, Education). */
export const circle = {
  list: endpoint<{ query: typeof circleListQuery; response: typeof circleList }>('GET', C),
  detail: endpoint<ById & { response: typeof circleView }>('GET', `${C}/:id`),
  top: endpoint<{ params: typeof circleIdParams; response: typeof circlePostList }>(
    'GET',
    `${C}/:circleId/top`,
  ),
  subjectKnowledge: endpoint<{ query: typeof pageQuery; response: typeof circlePostPage }>(
    'GET',
    `${C}/subject/knowledge`,
  ),
  subjectKnowledgeMine: endpoint<{ query: typeof pageQuery; response: typeof circlePostPage }>(
    'GET',
    `${C}/subject/knowledge/mine`,
  ),
  keywords: endpoint<{ query: typeof keywordListQuery; response: typeof keywordList }>(
    'GET',
    `${C}/keyword/list`,
  ),
  questions: endpoint<{ query: typeof circleQuestionQuery; response: typeof circlePostPage }>(
    'GET',
    `${QA}/question/list`,
  ),
  finishNum: endpoint<{ response: typeof finishNumView }>('GET', `${QA}/question/finish/num`),
  posts: endpoint<{ query: typeof circlePostQuery; response: typeof circlePostPage }>('GET', QA),
  post: endpoint<ById & { response: typeof circlePostDetail }>('GET', `${QA}/:id`),
  removePost: endpoint<ById>('DELETE', `${QA}/:id`),
  updatePost: endpoint<ById & { body: typeof circlePostUpdate } & Post>('PUT', `${QA}/:id`),
  createPost: endpoint<{ body: typeof circlePostBody } & Post>('POST', QA),
  /** Added: the question's author accepts an answer (points hook). */
  acceptAnswer: endpoint<ById & Post>('PUT', `${QA}/:id/accept`),
  createStory: endpoint<{ body: typeof circlePostBody } & Post>('POST', STORY),
  stories: endpoint<{ query: typeof storyQuery; response: typeof circlePostPage }>('GET', STORY),
  story: endpoint<ById & { response: typeof circlePostDetail }>('GET', `${STORY}/:id`),
  removeStory: endpoint<ById>('DELETE', `${STORY}/:id`),
  /** Added: audit of a question, answer or story (same rule as comments). */
  auditPost: endpoint<ById & { body: typeof commentAuditBody } & Post>('PUT', `${C}/post/:id/audit`),
  /** Added: a user reports a question, answer or story (the same rule as comments). */
  reportPost: endpoint<ById & { body: typeof commentReportBody } & Post>('POST', `${C}/post/:id/report`),
  /** Added: the circle's group chat (members are the circle's followers). */
  chat: endpoint<ById & { query: typeof chatQuery; response: typeof chatMessageList }>(
    'GET',
    `${C}/:id/chat`,
  ),
  sendChat: endpoint<ById & { body: typeof chatBody; response: typeof chatMessageView }>(
    'POST',
    `${C}/:id/chat`,
  ),
};
