import type { CirclePostBody } from '@kanghu/shared';
import { circle, userAccount } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the circle: one prefix per project, so a post or follow refetches every list. */
export const circleKeys = {
  all: (project: string) => ['circle', project] as const,
  circles: (project: string) => ['circle', project, 'circles'] as const,
  circle: (project: string, id: number) => ['circle', project, 'circle', id] as const,
  top: (project: string, id: number) => ['circle', project, 'top', id] as const,
  keywords: (project: string, circleId?: number) => ['circle', project, 'keywords', circleId ?? 0] as const,
  posts: (project: string, kind: string, q: object) => ['circle', project, 'posts', kind, q] as const,
  post: (project: string, kind: string, id: number) => ['circle', project, 'post', kind, id] as const,
  finish: (project: string) => ['circle', project, 'finish'] as const,
  chat: (project: string, id: number) => ['circle', project, 'chat', id] as const,
};

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

export function useCircles() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.circles(projectKey),
    queryFn: () => api.call(circle.list, { query: { isShow: 1 } }, { silent: true }),
  });
}

export function useCircle(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.circle(projectKey, id),
    queryFn: () => api.call(circle.detail, { params: { id } }, { silent: true }),
  });
}

export function useTopPosts(circleId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.top(projectKey, circleId),
    queryFn: () => api.call(circle.top, { params: { circleId } }, { silent: true }),
  });
}

export function useKeywords(circleId?: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.keywords(projectKey, circleId),
    queryFn: () => api.call(circle.keywords, { query: { isShow: 1, circleId } }, { silent: true }),
  });
}

export type PostKind = 'qa' | 'story' | 'questions' | 'knowledge' | 'knowledgeMine';
export interface PostQuery {
  circleId?: number;
  keyword?: string;
  mine?: boolean;
  type?: 'question' | 'answer';
  unanswered?: boolean;
}

/** A paged list of posts: questions and answers, stories, questions to answer, subject knowledge. */
export function usePosts(kind: PostKind, q: PostQuery, enabled = true) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: circleKeys.posts(projectKey, kind, q),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      const page = { pageNo: pageParam, pageSize: 10 };
      const mine = q.mine ? ('true' as const) : undefined;
      switch (kind) {
        case 'qa':
          return api.call(
            circle.posts,
            { query: { ...page, circleId: q.circleId, keyword: q.keyword, type: q.type, mine } },
            { silent: true },
          );
        case 'story':
          return api.call(
            circle.stories,
            { query: { ...page, circleId: q.circleId, keyword: q.keyword, mine } },
            { silent: true },
          );
        case 'questions':
          return api.call(
            circle.questions,
            { query: { ...page, circleId: q.circleId, unanswered: q.unanswered ? 'true' : undefined } },
            { silent: true },
          );
        case 'knowledge':
          return api.call(circle.subjectKnowledge, { query: page }, { silent: true });
        case 'knowledgeMine':
          return api.call(circle.subjectKnowledgeMine, { query: page }, { silent: true });
      }
    },
    getNextPageParam: nextPage,
  });
}

export function usePost(kind: 'qa' | 'story', id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.post(projectKey, kind, id),
    queryFn: () =>
      api.call(kind === 'story' ? circle.story : circle.post, { params: { id } }, { silent: true }),
  });
}

export function useFinishNum() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.finish(projectKey),
    queryFn: () => api.call(circle.finishNum, {}, { silent: true }),
  });
}

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: circleKeys.all(projectKey) });
}

export function useCreatePost() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CirclePostBody) =>
      api.call(body.type === 'story' ? circle.createStory : circle.createPost, { body }),
    onSuccess: invalidate,
  });
}

export function useRemovePost(kind: 'qa' | 'story') {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(kind === 'story' ? circle.removeStory : circle.removePost, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useAcceptAnswer() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(circle.acceptAnswer, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Follow (attention) a circle through the user account calls: following is joining. */
export function useFollowCircle() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, follow }: { id: number; follow: boolean }) =>
      follow
        ? api.call(userAccount.attentionAdd, { body: { relationId: id, type: 'circle' } })
        : api.call(userAccount.attentionRemove, { query: { relationId: id, type: 'circle' } }),
    onSuccess: invalidate,
  });
}

/** The circle's group chat, polled every 5 s while the screen is open. */
export function useCircleChat(id: number, enabled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: circleKeys.chat(projectKey, id),
    enabled,
    refetchInterval: 5000,
    queryFn: () => api.call(circle.chat, { params: { id }, query: {} }, { silent: true }),
  });
}

export function useSendChat(id: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.call(circle.sendChat, { params: { id }, body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.chat(projectKey, id) }),
  });
}

/** Reports a question, answer or story (enough reports hide it pending review). */
export function useReportPost() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(circle.reportPost, { params: { id }, body: {} }),
    onSuccess: invalidate,
  });
}
