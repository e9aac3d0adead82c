import { afterEach, describe, expect, it } from 'vitest';
import { OpenAiCompatibleModel } from '../../src/lib/ai-chat/openai-provider.ts';
import { ChatModelError } from '../../src/lib/ai-chat/provider.ts';
import { type FakeModel, fakeModel, streams } from './helpers.ts';

const turns = [
  { role: 'system' as const, content: '健康科普' },
  { role: 'user' as const, content: '怎么控制血压？' },
];

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

describe('OpenAI-compatible chat model against a local fake server', () => {
  let fake: FakeModel | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('posts the model, the turns and stream:true with the key, and yields the chunks in order', async () => {
    let auth: string | undefined;
    fake = await fakeModel((req, res) => {
      auth = req.headers.authorization;
      streams(['少盐', '多动，', '按时服药。'])(req, res);
    });
    const model = new OpenAiCompatibleModel(fake.url, 'fake-gpt', 'sk-test');
    const pieces = await collect(model.stream(turns, new AbortController().signal));
    expect(pieces).toEqual(['少盐', '多动，', '按时服药。']);
    expect(fake.requests[0]).toEqual({ model: 'fake-gpt', messages: turns, stream: true });
    expect(auth).toBe('Bearer sk-test');
  });

  it('turns an HTTP error, a malformed chunk and a stream cut before [DONE] into ChatModelError', async () => {
    fake = await fakeModel((_req, res) => {
      res.writeHead(500).end('boom');
    });
    const model = new OpenAiCompatibleModel(fake.url, 'm', undefined);
    await expect(collect(model.stream(turns, new AbortController().signal))).rejects.toBeInstanceOf(
      ChatModelError,
    );
    await fake.close();

    fake = await fakeModel((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {not json\n\n');
    });
    const bad = new OpenAiCompatibleModel(fake.url, 'm', undefined);
    await expect(collect(bad.stream(turns, new AbortController().signal))).rejects.toBeInstanceOf(
      ChatModelError,
    );
    await fake.close();

    fake = await fakeModel((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify({ choices: [{ delta: { content: '半' } }] })}\n\n`);
    });
    const cut = new OpenAiCompatibleModel(fake.url, 'm', undefined);
    await expect(collect(cut.stream(turns, new AbortController().signal))).rejects.toBeInstanceOf(
      ChatModelError,
    );
  });

  it('an unreachable server is a ChatModelError', async () => {
    const model = new OpenAiCompatibleModel('http://127.0.0.1:1/v1', 'm', undefined);
    await expect(collect(model.stream(turns, new AbortController().signal))).rejects.toBeInstanceOf(
      ChatModelError,
    );
  });

  it('aborting stops the upstream request and ends the stream quietly', async () => {
    fake = await fakeModel((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '第一段' } }] })}\n\n`);
      // never ends by itself
    });
    const model = new OpenAiCompatibleModel(fake.url, 'm', undefined);
    const abort = new AbortController();
    const pieces: string[] = [];
    for await (const piece of model.stream(turns, abort.signal)) {
      pieces.push(piece);
      abort.abort();
    }
    expect(pieces).toEqual(['第一段']);
    await fake.closedEarly;
  });
});
