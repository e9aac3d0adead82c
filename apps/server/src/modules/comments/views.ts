import { type CommentView, maskName } from '@kanghu/shared';
import type { AuthoredComment } from './repo.ts';

/** How a community author is shown: a servicer by name, a customer by nickname or masked name. */
export function displayName(userType: string, name: string | null, nickName: string | null): string {
  if (userType === 'servicer') return name ?? '医生';
  if (nickName) return nickName;
  return name ? maskName(name) : '用户';
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function commentView(c: AuthoredComment, viewerId: number): CommentView {
  return {
    id: c.id,
    model: c.model,
    relationType: c.relationType,
    relationId: c.relationId,
    userId: c.userId,
    userName: displayName(c.userType, c.userName, c.nickName),
    isDoctor: c.userType === 'servicer',
    content: c.content,
    replyImages: c.images,
    commentType: c.commentType,
    parentCommentId: c.parentCommentId,
    replyId: c.replyId,
    replyUserId: c.replyUserId,
    replyUserName: c.replyUserName,
    passed: c.state === 'passed',
    state: c.state,
    mine: c.userId === viewerId,
    replyCount: c.replyCount,
    latestReplyTime: iso(c.latestReplyTime),
    createdAt: iso(c.createdAt) ?? '',
  };
}
