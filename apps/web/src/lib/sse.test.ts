import { describe, expect, it } from 'vitest';
import { sseEvents } from './sse.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('sseEvents', () => {
  it('yields each JSON frame, also when frames and characters are split across chunks', async () => {
    const frame = (v: unknown) => `data: ${JSON.stringify(v)}\n\n`;
    const text = frame({ type: 'delta', text: '少盐' }) + frame({ type: 'done' });
    const bytes = new TextEncoder().encode(text);
    const cut = 12;
    const decoder = new TextDecoder();
    // split inside a multi-byte character and inside a frame
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut, cut + 9));
        controller.enqueue(bytes.slice(cut + 9));
        controller.close();
      },
    });
    const out: unknown[] = [];
    for await (const e of sseEvents(stream)) out.push(e);
    expect(out).toEqual([{ type: 'delta', text: '少盐' }, { type: 'done' }]);
    expect(decoder).toBeTruthy();
  });

  it('ignores comments and yields nothing for an empty stream', async () => {
    const out: unknown[] = [];
    for await (const e of sseEvents(streamOf([': ping\n\n']))) out.push(e);
    expect(out).toEqual([]);
  });
});
