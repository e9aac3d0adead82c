import {
  type ExamSummary,
  KNOWLEDGE_TYPES,
  type KnowledgeType,
  type KnowledgeView,
  STUDENT_STATE_NAMES,
  type StudentView,
} from '@kanghu/shared';
import type { ExamRow, QuestionRow } from './exam-repo.ts';
import type { ItemRow } from './repo.ts';
import type { StudentRow } from './study-repo.ts';

function asType(t: string): KnowledgeType {
  return (KNOWLEDGE_TYPES as readonly string[]).includes(t) ? (t as KnowledgeType) : 'imageText';
}

/** Upcoming before the start, live until the end (or 2 hours without one), then ended. */
export function liveStatus(live: { startTime: string; endTime?: string }, now: Date) {
  const start = new Date(live.startTime).getTime();
  const end = live.endTime ? new Date(live.endTime).getTime() : start + 2 * 3600_000;
  if (now.getTime() < start) return 'upcoming' as const;
  return now.getTime() <= end ? ('live' as const) : ('ended' as const);
}

export function knowledgeViewOf(r: ItemRow, now: Date): KnowledgeView {
  const it = r.item;
  const live = it.config.live;
  return {
    id: it.id,
    title: it.title,
    type: asType(it.type),
    cover: it.cover,
    introduction: it.introduction,
    url: it.url,
    categoryId: it.categoryId,
    cname: r.cname,
    isShow: it.isShow,
    sort: it.sort,
    timingShowTime: it.timingShowTime?.toISOString() ?? null,
    useScene: it.useScene,
    authorName: r.authorName,
    durationSeconds: it.config.durationSeconds ?? null,
    live: live
      ? {
          startTime: live.startTime,
          endTime: live.endTime ?? null,
          replayUrl: live.replayUrl ?? null,
          status: liveStatus(live, now),
        }
      : null,
    itemCount: Number(r.itemCount),
    studentCount: Number(r.studentCount),
    createdAt: it.createdAt.toISOString(),
  };
}

export function examSummaryOf(
  exam: ExamRow,
  questions: readonly Pick<QuestionRow, 'score'>[],
  stats: { attempts: number; best: number | null; passed: boolean },
): ExamSummary {
  return {
    title: exam.title,
    durationMinutes: exam.durationMinutes,
    passScore: exam.passScore,
    totalScore: questions.reduce((s, q) => s + q.score, 0),
    questionCount: questions.length,
    passed: stats.passed,
    bestScore: stats.best,
    attempts: stats.attempts,
  };
}

export function studentViewOf(
  s: StudentRow,
  extra: {
    userName: string;
    title: string;
    cover: string | null;
    requiredCount: number;
    doneCount: number;
    hasExam: boolean;
    examPassed: boolean;
  },
  now: Date,
): StudentView {
  return {
    id: s.id,
    userId: s.userId,
    knowledgeId: s.knowledgeId,
    joinType: s.joinType,
    state: s.state,
    stateName: STUDENT_STATE_NAMES[s.state] ?? '学习中',
    endTime: s.endTime?.toISOString() ?? null,
    expired: s.state === 0 && Boolean(s.endTime && s.endTime < now),
    completedAt: s.completedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    ...extra,
  };
}

/** Shown and past its timed publication: what learners see. */
export function isPublished(item: { isShow: number; timingShowTime: Date | null }, now: Date): boolean {
  return item.isShow === 1 && (!item.timingShowTime || item.timingShowTime <= now);
}
