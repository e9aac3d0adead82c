import type { AiChatEvent } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { answerStored, foldEvent, startAnswer } from './answer-state.ts';

describe('folding the AI chat stream into an answer', () => {
  it('grows the text piece by piece and keeps the emergency, provider, sources and end', () => {
    const events: AiChatEvent[] = [
      { type: 'emergency', kinds: ['stroke'] },
      { type: 'provider', provider: 'knowledge-base', label: '知识库检索', knowledgeBase: true },
      { type: 'delta', text: '以下内容' },
      { type: 'source', source: { articleId: 3, title: '少盐饮食' } },
      { type: 'delta', text: '摘自文章' },
    ];
    const seen: string[] = [];
    let a = startAnswer(1, 0, '嘴歪了');
    for (const e of events) {
      a = foldEvent(a, e);
      seen.push(a.text);
    }
    expect(seen).toEqual(['', '', '以下内容', '以下内容', '以下内容摘自文章']);
    expect(a).toMatchObject({
      emergency: ['stroke'],
      label: '知识库检索',
      knowledgeBase: true,
      streaming: true,
    });
    a = foldEvent(foldEvent(a, { type: 'disclaimer', text: '仅供参考' }), {
      type: 'done',
      messageId: 9,
      stopped: false,
    });
    expect(a).toMatchObject({
      disclaimer: '仅供参考',
      streaming: false,
      messageId: 9,
      sources: [{ articleId: 3, title: '少盐饮食' }],
    });
    expect(answerStored(a, [{ id: 10, role: 'user' }])).toBe(false);
    expect(
      answerStored(a, [
        { id: 10, role: 'user' },
        { id: 11, role: 'assistant' },
      ]),
    ).toBe(true);
  });
});
