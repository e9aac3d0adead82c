import { describe, expect, it } from 'vitest';
import {
  auditedState,
  COMMENT_REPORT_HIDE_COUNT,
  hasLink,
  initialState,
  isNewPoster,
  NEW_ACCOUNT_AGE_MS,
  POST_RATE_LIMIT,
  postProblem,
  reportedState,
  visibleTo,
} from './comments.ts';

const now = new Date('2026-11-26T08:00:00Z');
const old = { createdAt: new Date(now.getTime() - NEW_ACCOUNT_AGE_MS - 1), passedCount: 0 };
const fresh = { createdAt: new Date(now.getTime() - 60_000), passedCount: 0 };
const limits = { maxLength: 10, maxImages: 2 };

describe('moderation', () => {
  it('pre-moderation starts pending, post-moderation passed; audit passes or rejects', () => {
    expect(initialState('pre')).toBe('pending');
    expect(initialState('post')).toBe('passed');
    expect(auditedState(true)).toBe('passed');
    expect(auditedState(false)).toBe('rejected');
  });
  it('the author always sees their own; others only passed', () => {
    for (const s of ['pending', 'rejected', 'reported'] as const) {
      expect(visibleTo(s, 1, 1)).toBe(true);
      expect(visibleTo(s, 1, 2)).toBe(false);
      expect(visibleTo(s, 1, null)).toBe(false);
    }
    expect(visibleTo('passed', 1, 2)).toBe(true);
  });
  it(`reports hide a passed item at ${COMMENT_REPORT_HIDE_COUNT}`, () => {
    expect(reportedState('passed', COMMENT_REPORT_HIDE_COUNT - 1)).toBe('passed');
    expect(reportedState('passed', COMMENT_REPORT_HIDE_COUNT)).toBe('reported');
    expect(reportedState('pending', 10)).toBe('pending');
  });
});

describe('abuse limits', () => {
  it('finds links, bare domains included', () => {
    expect(hasLink('看 https://a.cn')).toBe(true);
    expect(hasLink('加我 www.abc.com')).toBe(true);
    expect(hasLink('偏方见 abc.top')).toBe(true);
    expect(hasLink('血压 130/85，心率 72')).toBe(false);
  });
  it('a new account has not taken part: young and nothing passed', () => {
    expect(isNewPoster(fresh, now)).toBe(true);
    expect(isNewPoster({ ...fresh, passedCount: 1 }, now)).toBe(false);
    expect(isNewPoster(old, now)).toBe(false);
  });
  it('answers the first broken rule in Chinese', () => {
    const p = (content: string, images: string[] = [], standing = old, recent = 0, title?: string) =>
      postProblem({ content, images, title }, limits, standing, recent, now);
    expect(p('  ')).toBe('请输入内容');
    expect(p('一二三四五六七八九十')).toBeNull();
    expect(p('一二三四五六七八九十一')).toBe('内容不能超过10个字');
    expect(p('好', ['a', 'b', 'c'])).toBe('图片不能超过2张');
    expect(p('见x.com', [], fresh)).toBe('新注册用户暂不能发布链接或图片，参与互动后即可发布');
    expect(p('图', ['a'], fresh)).toBe('新注册用户暂不能发布链接或图片，参与互动后即可发布');
    expect(p('纯文字', [], fresh)).toBeNull();
    expect(p('好', [], old, POST_RATE_LIMIT)).toBe('发布太频繁，请稍后再试');
    expect(p('好', [], old, 0, '标'.repeat(61))).toBe('标题不能超过60个字');
  });
});
