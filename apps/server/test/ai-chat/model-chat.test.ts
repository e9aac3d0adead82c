import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { ask, type FakeModel, fakeModel, newSession, streams } from './helpers.ts';

describe('AI chat with a configured OpenAI-compatible model (local fake server)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let patient: Account;
  let fake: FakeModel;
  let fail = false;
  let hang = false;

  beforeAll(async () => {
    fake = await fakeModel((req, res) => {
      if (fail) res.writeHead(503).end();
      else if (hang) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '先说一点' } }] })}\n\n`);
      } else streams(['多吃蔬菜，', '少吃盐。'])(req, res);
    });
    app = await createTestApp({ AI_CHAT_BASE_URL: fake.url, AI_CHAT_MODEL: 'fake-gpt' });
    p = await createProject();
    patient = await account(app, p);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('streams the model answer in order with the health-education prompt, and stores it under the model name', async () => {
    const s = await newSession(app, p, patient);
    const events = await ask(app, p, patient, s.sessionId, '高血压饮食');
    expect(events.map((e) => e.type)).toEqual(['provider', 'delta', 'delta', 'disclaimer', 'done']);
    expect(events[0]).toMatchObject({
      provider: 'fake-gpt',
      label: '大模型：fake-gpt',
      knowledgeBase: false,
    });
    expect(events.slice(1, 3)).toEqual([
      { type: 'delta', text: '多吃蔬菜，' },
      { type: 'delta', text: '少吃盐。' },
    ]);
    const sent = fake.requests.at(-1);
    expect(sent?.stream).toBe(true);
    expect(sent?.messages[0]?.role).toBe('system');
    expect(sent?.messages[0]?.content).toContain('不做诊断');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: '高血压饮食' });
    const stored = await withAdmin((c) =>
      c.query(`select content, provider from ai_chat_messages where session_id = $1 and role = 'assistant'`, [
        s.sessionId,
      ]),
    );
    expect(stored.rows).toEqual([{ content: '多吃蔬菜，少吃盐。', provider: 'fake-gpt' }]);
  });

  it('a failing model becomes a Chinese error event, and danger signs still come first', async () => {
    fail = true;
    const s = await newSession(app, p, patient);
    const events = await ask(app, p, patient, s.sessionId, '胸口疼得厉害');
    fail = false;
    expect(events.map((e) => e.type)).toEqual(['emergency', 'provider', 'error', 'disclaimer', 'done']);
    expect(events[2]).toEqual({ type: 'error', msg: '大模型服务暂时不可用，请稍后再试' });
  });

  it('stop: the client aborting the stream stops the upstream request and stores the partial answer as stopped', async () => {
    hang = true;
    const s = await newSession(app, p, patient);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/base/ds/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', project: p.key, authorization: patient.token },
      body: JSON.stringify({ sessionId: s.sessionId, message: '慢慢说' }),
      signal: abort.signal,
    });
    const reader = res.body?.getReader();
    let seen = '';
    while (!seen.includes('先说一点')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      seen += new TextDecoder().decode(chunk.value);
    }
    abort.abort();
    await fake.closedEarly;
    hang = false;
    let rows: { content: string; stopped: boolean }[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await withAdmin(async (c) => {
        const r = await c.query(
          `select content, stopped from ai_chat_messages where session_id = $1 and role = 'assistant'`,
          [s.sessionId],
        );
        return r.rows;
      });
    }
    expect(rows).toEqual([{ content: '先说一点', stopped: true }]);
  });
});
