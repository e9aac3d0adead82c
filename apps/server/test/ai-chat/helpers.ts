import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiChatEvent } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject } from '../fixtures.ts';
import type { Account } from '../patients/helpers.ts';

export const DS = '/api/base/ds';

/** The events of a server-sent event body (one JSON object per `data:` frame). */
export function eventsOf(body: string): AiChatEvent[] {
  return body
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter((frame) => frame.startsWith('data:'))
    .map((frame) => JSON.parse(frame.slice(5)) as AiChatEvent);
}

export async function newSession(app: FastifyInstance, p: TestProject, who: Account, payload = {}) {
  const res = await call(app, p, { method: 'POST', url: `${DS}/create/session`, token: who.token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sessionId: number; name: string };
}

export async function ask(
  app: FastifyInstance,
  p: TestProject,
  who: Account,
  sessionId: number,
  message: string,
) {
  const res = await call(app, p, {
    method: 'POST',
    url: `${DS}/chat`,
    token: who.token,
    payload: { sessionId, message },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/event-stream');
  return eventsOf(res.body);
}

export interface FakeModel {
  url: string;
  /** Bodies of the requests it received. */
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  /** Resolves when a request's connection closed before its answer ended. */
  closedEarly: Promise<void>;
  close(): Promise<void>;
}

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** Streams `pieces` as OpenAI-compatible chunks, 10 ms apart, then [DONE]. */
export const streams =
  (pieces: string[]): Behaviour =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let i = 0;
    const next = () => {
      if (res.destroyed) return;
      const piece = pieces[i++];
      if (piece === undefined) {
        res.end('data: [DONE]\n\n');
        return;
      }
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      setTimeout(next, 10);
    };
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    next();
  };

/** A local fake OpenAI-compatible server (node:http) behaving as `behaviour`. */
export async function fakeModel(behaviour: Behaviour): Promise<FakeModel> {
  const requests: FakeModel['requests'] = [];
  let closedEarly!: () => void;
  const closed = new Promise<void>((resolve) => {
    closedEarly = resolve;
  });
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      expect(req.url).toBe('/v1/chat/completions');
      requests.push(JSON.parse(body));
      res.on('close', () => {
        if (!res.writableFinished) closedEarly();
      });
      behaviour(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closedEarly: closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
