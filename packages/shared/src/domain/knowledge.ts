/**
 * Knowledge (知识) of the education area: items of five types, courses made of items, enrollment
 * (knowledge student), play history and course exams (spec 2 sections 3 and 9, spec 3 section 3;
 * docs/decisions.md "Knowledge and courses"). The rules here are pure and shared by server and web.
 */
import { notFoundMsg } from './messages.ts';

export const KNOWLEDGE_TYPES = ['audio', 'video', 'course', 'live', 'imageText'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

export const KNOWLEDGE_TYPE_NAMES: Readonly<Record<KnowledgeType, string>> = {
  audio: '音频',
  video: '视频',
  course: '课程',
  live: '直播',
  imageText: '图文',
};

/** isShow as stored: 1 shown, 0 hidden. As a filter, 4 means any (spec 2 section 9). */
export const KNOWLEDGE_SHOWN = 1;
export const KNOWLEDGE_HIDDEN = 0;
/** The filter of lists when unspecified (spec 2 section 9). */
export const KNOWLEDGE_LIST_IS_SHOW = 1;
/** The filter of a detail when unspecified (spec 2 section 9). */
export const KNOWLEDGE_DETAIL_IS_SHOW = 4;
export const KNOWLEDGE_IS_SHOW_VALUES = [0, 1, 4] as const;

/** joinType of an enrollment: 1 the learner joined, 2 assigned by a doctor (a learn task). */
export const JOIN_TYPES = { self: 1, assigned: 2 } as const;
/** state of an enrollment: 0 learning, 1 completed (set by the server only), 2 quit. */
export const STUDENT_STATES = { learning: 0, completed: 1, quit: 2 } as const;
export const STUDENT_STATE_NAMES: Readonly<Record<number, string>> = {
  0: '学习中',
  1: '已完成',
  2: '已退出',
};

/** An audio/video item counts as done from this progress (the last seconds are credits). */
export const ITEM_DONE_PERCENT = 90;
/** The player saves the position this often (seconds) and on pause, end and leaving. */
export const PLAY_SAVE_INTERVAL_SECONDS = 10;
/** A submission arriving this long after the deadline still counts (network latency). */
export const EXAM_GRACE_SECONDS = 30;
/** Exam bounds a servicer may set. */
export const EXAM_MAX_MINUTES = 180;
export const STUDY_RANK_SIZE = 50;

export const KNOWLEDGE_MSG = {
  notFound: notFoundMsg('知识'),
  courseNotFound: notFoundMsg('课程'),
  categoryNotFound: notFoundMsg('分类'),
  notCourse: '该知识不是课程，无需报名',
  notJoined: '请先报名该课程',
  studentNotFound: notFoundMsg('报名记录'),
  completedByServer: '课程完成由系统根据学习进度和考试结果判定',
  ended: '课程已结束',
  examNotFound: '该课程暂无考试',
  attemptNotFound: notFoundMsg('考试记录'),
  attemptSubmitted: '本次考试已交卷',
  attemptNotSubmitted: '交卷后才能查看结果',
  itemsNotDone: '请先学完课程中的必修内容再参加考试',
  questionUnknown: '答案中有不属于本次考试的题目',
  userNotFound: notFoundMsg('学员'),
  urlRequired: '音频、视频须上传媒体文件',
  liveTimeRequired: '直播须填写开始时间',
};

export interface ExamQuestionKey {
  id: number;
  /** Indexes of the right options (one for single choice, several for multiple choice). */
  answer: readonly number[];
  score: number;
}

export interface ExamGrade {
  score: number;
  total: number;
  passed: boolean;
  correct: number[];
}

/**
 * Grades answers against the key: a question scores when the chosen options are exactly the right
 * ones (no partial credit for multiple choice); unanswered scores nothing. Passed at score ≥ passScore.
 */
export function gradeExam(
  keys: readonly ExamQuestionKey[],
  answers: ReadonlyMap<number, readonly number[]>,
  passScore: number,
): ExamGrade {
  let score = 0;
  let total = 0;
  const correct: number[] = [];
  for (const q of keys) {
    total += q.score;
    const chosen = [...new Set(answers.get(q.id) ?? [])].sort((a, b) => a - b);
    const right = [...q.answer].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((c, i) => c === right[i])) {
      score += q.score;
      correct.push(q.id);
    }
  }
  return { score, total, passed: score >= passScore, correct };
}

/** Whether a submission at `at` is within the attempt's deadline (with the grace). */
export function withinDeadline(deadline: Date, at: Date): boolean {
  return at.getTime() <= deadline.getTime() + EXAM_GRACE_SECONDS * 1000;
}

/** An audio/video/image-text item is done from ITEM_DONE_PERCENT. */
export function itemDone(progressPer: number): boolean {
  return progressPer >= ITEM_DONE_PERCENT;
}

/**
 * A course is complete when every required item is done and, when it has an exam, the exam was
 * passed. A course without required items needs only its exam (and one without either never
 * completes on its own).
 */
export function courseComplete(input: {
  requiredItemIds: readonly number[];
  doneItemIds: ReadonlySet<number>;
  hasExam: boolean;
  examPassed: boolean;
}): boolean {
  if (input.requiredItemIds.length === 0 && !input.hasExam) return false;
  const itemsDone = input.requiredItemIds.every((id) => input.doneItemIds.has(id));
  return itemsDone && (!input.hasExam || input.examPassed);
}

/** Progress of a play: position over duration, 0-100, whole percent. */
export function progressPercent(positionSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((positionSeconds / durationSeconds) * 100)));
}
