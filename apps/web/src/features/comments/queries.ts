import type { CommentModel } from '@kanghu/shared';
import { articleComment, circle, educationComment } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of comments: one prefix per project, so any write refetches every thread. */
export const commentKeys = {
  all: (project: string) => ['comments', project] as const,
  thread: (project: string, model: CommentModel, type: string, id: number) =>
    ['comments', project, 'thread', model, type, id] as const,
  replies: (project: string, commentId: number) => ['comments', project, 'replies', commentId] as const,
  notices: (project: string) => ['comments', project, 'notices'] as const,
  queue: (project: string, state: string) => ['comments', project, 'queue', state] as const,
};

const PAGE = 10;
const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

export interface ThreadTarget {
  model: CommentModel;
  /** education comments: question, answer, story, knowledge, article. */
  relationType?: string;
  relationId: number;
}

/** The top comments of a target (article model: by articleId; education: relationType/relationId). */
export function useThread(t: ThreadTarget) {
  const { api, projectKey } = useApp();
  const type = t.model === 'article' ? 'article' : (t.relationType ?? 'question');
  return useInfiniteQuery({
    queryKey: commentKeys.thread(projectKey, t.model, type, t.relationId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      t.model === 'article'
        ? api.call(
            articleComment.list,
            { query: { articleId: t.relationId, pageNo: pageParam, pageSize: PAGE } },
            { silent: true },
          )
        : api.call(
            educationComment.list,
            {
              query: {
                relationType: type as 'question',
                relationId: t.relationId,
                pageNo: pageParam,
                pageSize: PAGE,
              },
            },
            { silent: true },
          ),
    getNextPageParam: nextPage,
  });
}

/** The replies of one comment (loaded when the reader opens them). */
export function useReplies(model: CommentModel, commentId: number, open: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: commentKeys.replies(projectKey, commentId),
    enabled: open,
    queryFn: async () =>
      model === 'article'
        ? (await api.call(articleComment.replies, { query: { commentId, pageSize: 100 } }, { silent: true }))
            .list
        : (await api.call(educationComment.detail, { params: { id: commentId } }, { silent: true })).replies,
  });
}

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.all(projectKey) });
}

export interface WriteInput {
  content: string;
  images?: string[];
  /** The comment (or reply) answered. */
  replyTo?: { id: number; parentId: number | null };
}

export function useWriteComment(t: ThreadTarget) {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (w: WriteInput) => {
      if (t.model === 'article') {
        return w.replyTo
          ? api.call(articleComment.reply, { body: { commentId: w.replyTo.id, content: w.content } })
          : api.call(articleComment.create, { body: { articleId: t.relationId, content: w.content } });
      }
      return api.call(educationComment.create, {
        body: {
          relationType: (t.relationType ?? 'question') as 'question',
          relationId: t.relationId,
          content: w.content,
          replyImages: w.images ?? [],
          ...(w.replyTo
            ? { parentCommentId: w.replyTo.parentId ?? w.replyTo.id, replyId: w.replyTo.id }
            : {}),
        },
      });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteComment(model: CommentModel) {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: boolean }) =>
      model === 'article'
        ? api.call(reply ? articleComment.removeReply : articleComment.remove, { params: { id } })
        : api.call(educationComment.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useReportComment() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(educationComment.report, { params: { id }, body: {} }),
    onSuccess: invalidate,
  });
}

export function useCommentNotices() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: commentKeys.notices(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(educationComment.notices, { query: { pageNo: pageParam, pageSize: 20 } }, { silent: true }),
    getNextPageParam: nextPage,
  });
}

export type QueueState = 'pending' | 'reported' | 'rejected' | 'passed';

export function useModerationQueue(state: QueueState) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: commentKeys.queue(projectKey, state),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        educationComment.queue,
        { query: { state, pageNo: pageParam, pageSize: 20 } },
        { silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

/** Audit of a comment or a circle post (the queue holds both). */
export function useAudit() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, passed }: { kind: 'comment' | 'post'; id: number; passed: boolean }) => {
      if (kind === 'comment') await api.call(educationComment.audit, { params: { id }, body: { passed } });
      else await api.call(circle.auditPost, { params: { id }, body: { passed } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commentKeys.all(projectKey) });
      void queryClient.invalidateQueries({ queryKey: ['circle', projectKey] });
    },
  });
}
