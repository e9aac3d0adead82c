import { describe, expect, it } from 'vitest';
import { clockText, studyTimeText } from './format.ts';

describe('knowledge text', () => {
  it('clock', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65.7)).toBe('1:05');
  });
  it('study time', () => {
    expect(studyTimeText(30)).toBe('30秒');
    expect(studyTimeText(300)).toBe('5分钟');
    expect(studyTimeText(3900)).toBe('1小时5分');
    expect(studyTimeText(7200)).toBe('2小时');
  });
});
