import { describe, expect, it } from 'vitest';
import {
  courseComplete,
  EXAM_GRACE_SECONDS,
  gradeExam,
  itemDone,
  progressPercent,
  withinDeadline,
} from './knowledge.ts';

const keys = [
  { id: 1, answer: [1], score: 40 },
  { id: 2, answer: [0, 2], score: 30 },
  { id: 3, answer: [3], score: 30 },
];

describe('exam grading', () => {
  it('scores exact answers; multiple choice needs every right option and no wrong one', () => {
    const all = gradeExam(
      keys,
      new Map([
        [1, [1]],
        [2, [2, 0]],
        [3, [3]],
      ]),
      60,
    );
    expect(all).toEqual({ score: 100, total: 100, passed: true, correct: [1, 2, 3] });
    const partial = gradeExam(
      keys,
      new Map([
        [1, [1]],
        [2, [0]],
        [3, [3, 1]],
      ]),
      60,
    );
    expect(partial).toMatchObject({ score: 40, passed: false, correct: [1] });
  });
  it('unanswered questions score nothing; duplicates of a choice count once', () => {
    expect(gradeExam(keys, new Map(), 60)).toMatchObject({ score: 0, total: 100, passed: false });
    expect(gradeExam(keys, new Map([[2, [0, 0, 2]]]), 30).score).toBe(30);
  });
  it('passes exactly at the pass mark', () => {
    const at = gradeExam(
      keys,
      new Map([
        [2, [0, 2]],
        [3, [3]],
      ]),
      60,
    );
    expect(at).toMatchObject({ score: 60, passed: true });
    expect(
      gradeExam(
        keys,
        new Map([
          [2, [0, 2]],
          [3, [3]],
        ]),
        61,
      ).passed,
    ).toBe(false);
  });
});

describe('deadline', () => {
  const deadline = new Date('2026-05-01T10:00:00Z');
  it('accepts submissions up to the grace after the deadline, not later', () => {
    expect(withinDeadline(deadline, new Date('2026-05-01T09:59:00Z'))).toBe(true);
    expect(withinDeadline(deadline, new Date(deadline.getTime() + EXAM_GRACE_SECONDS * 1000))).toBe(true);
    expect(withinDeadline(deadline, new Date(deadline.getTime() + EXAM_GRACE_SECONDS * 1000 + 1))).toBe(
      false,
    );
  });
});

describe('course completion', () => {
  const done = new Set([1, 2]);
  it('needs every required item done and the exam passed', () => {
    expect(
      courseComplete({ requiredItemIds: [1, 2], doneItemIds: done, hasExam: true, examPassed: true }),
    ).toBe(true);
    expect(
      courseComplete({ requiredItemIds: [1, 2], doneItemIds: done, hasExam: true, examPassed: false }),
    ).toBe(false);
    expect(
      courseComplete({ requiredItemIds: [1, 3], doneItemIds: done, hasExam: true, examPassed: true }),
    ).toBe(false);
  });
  it('without an exam the items suffice; an empty course never completes on its own', () => {
    expect(
      courseComplete({ requiredItemIds: [1], doneItemIds: done, hasExam: false, examPassed: false }),
    ).toBe(true);
    expect(
      courseComplete({ requiredItemIds: [], doneItemIds: done, hasExam: false, examPassed: false }),
    ).toBe(false);
    expect(courseComplete({ requiredItemIds: [], doneItemIds: done, hasExam: true, examPassed: true })).toBe(
      true,
    );
  });
  it('an item is done from 90 percent; progress is clamped', () => {
    expect(itemDone(89)).toBe(false);
    expect(itemDone(90)).toBe(true);
    expect(progressPercent(30, 60)).toBe(50);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
