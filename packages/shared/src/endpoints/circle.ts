import type { circleContract } from '../contracts/circle.ts';
import { endpointsOf } from './endpoint.ts';

const C = '/api/education/circle';
const QA = `${C}/question/answer`;
const STORY = `${C}/friend/story`;

/** The circle (spec 3 section 7, Education). */
export const circle = endpointsOf<typeof circleContract>({
  list: `GET ${C}`,
  detail: `GET ${C}/:id`,
  top: `GET ${C}/:circleId/top`,
  subjectKnowledge: `GET ${C}/subject/knowledge`,
  subjectKnowledgeMine: `GET ${C}/subject/knowledge/mine`,
  keywords: `GET ${C}/keyword/list`,
  questions: `GET ${QA}/question/list`,
  finishNum: `GET ${QA}/question/finish/num`,
  posts: `GET ${QA}`,
  post: `GET ${QA}/:id`,
  removePost: `DELETE ${QA}/:id`,
  updatePost: `PUT ${QA}/:id`,
  createPost: `POST ${QA}`,
  acceptAnswer: `PUT ${QA}/:id/accept`,
  createStory: `POST ${STORY}`,
  stories: `GET ${STORY}`,
  story: `GET ${STORY}/:id`,
  removeStory: `DELETE ${STORY}/:id`,
  auditPost: `PUT ${C}/post/:id/audit`,
  reportPost: `POST ${C}/post/:id/report`,
  chat: `GET ${C}/:id/chat`,
  sendChat: `POST ${C}/:id/chat`,
});
