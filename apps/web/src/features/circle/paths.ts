import type { CirclePostView } from '@kanghu/shared';

/** The circle's screen paths (spec 1 section 2.5). */
export const CIRCLE_PATHS = {
  find: '/education/circle/find',
  circle: (id: number) => `/education/circle/${id}`,
  question: (id: number) => `/education/circle/question/detail/${id}`,
  answer: (id: number) => `/education/circle/answer/detail/${id}`,
  story: (id: number) => `/education/circle/story/${id}`,
  search: '/education/circle/search',
  postStory: (circleId: number) => `/education/circle/post/story/${circleId}`,
  postQuestion: (circleId: number) => `/education/circle/post/question/${circleId}`,
  answerQuestion: (questionId: number, circleIds: number[]) =>
    `/education/circle/answer/question/${questionId}/${circleIds.join(',')}`,
  knowledgeMine: '/education/circle/attention/knowledge/list',
  history: '/education/circle/post/history',
  qa: '/education/circle/qa/list',
  toAnswer: '/education/circle/answer/science/question',
  chat: (circleId: number) => `/education/circle/group/chat?circleId=${circleId}`,
} as const;

export function postPath(p: Pick<CirclePostView, 'id' | 'type'>): string {
  if (p.type === 'story') return CIRCLE_PATHS.story(p.id);
  return p.type === 'answer' ? CIRCLE_PATHS.answer(p.id) : CIRCLE_PATHS.question(p.id);
}

/** A positive integer route parameter, or null. */
export function idOf(value: string | undefined | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
