import type { AskRecordView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { recordSummary } from './record-text.ts';

const base: AskRecordView = {
  id: 1,
  askId: 1,
  userId: 10,
  receiveUserId: 20,
  type: 'text',
  text: '你好',
  url: null,
  duration: null,
  title: null,
  read: false,
  revoked: false,
  createdAt: '2026-11-22T00:00:00.000Z',
};

describe('recordSummary', () => {
  it('shows text, placeholders for media, and who revoked', () => {
    expect(recordSummary(base, 10)).toBe('你好');
    expect(recordSummary({ ...base, type: 'image', text: null, url: '/api/files/x' }, 10)).toBe('[图片]');
    expect(recordSummary({ ...base, revoked: true }, 10)).toBe('你撤回了一条消息');
    expect(recordSummary({ ...base, revoked: true }, 20)).toBe('对方撤回了一条消息');
    expect(recordSummary(null, 10)).toBe('');
  });
});
