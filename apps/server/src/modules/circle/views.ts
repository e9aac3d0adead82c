import type { CirclePostView } from '@kanghu/shared';
import { displayName } from '../comments/views.ts';
import type { AuthoredPost } from './repo.ts';

/** A question, answer or story as the viewer sees it; a servicer's post is marked as a doctor's. */
export function postView(p: AuthoredPost, viewerId: number, names: Map<number, string>): CirclePostView {
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    content: p.content,
    imageList: p.imageList,
    circleIdList: p.circleIdList,
    circleNames: p.circleIdList.map((id) => names.get(id)).filter((n): n is string => Boolean(n)),
    questionId: p.questionId,
    questionTitle: p.questionTitle,
    userId: p.userId,
    userName: displayName(p.userType, p.userName, p.nickName),
    isDoctor: p.userType === 'servicer',
    doctorTitle: p.userType === 'servicer' ? p.doctorTitle : null,
    state: p.state,
    passed: p.state === 'passed',
    mine: p.userId === viewerId,
    answerCount: p.answerCount,
    isTop: p.isTop,
    accepted: p.accepted,
    createdAt: p.createdAt.toISOString(),
  };
}
