import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../auth/helpers.ts';
import { call, createProject, createTestApp, createUser } from '../fixtures.ts';

/**
 * Every answer under /api is the envelope with a Chinese message and no echo of the request,
 * including the answers Fastify and Node's HTTP parser would otherwise write themselves.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw HTTP (no client normalises the path) and answers status and body. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const bodyText = rest.join('\r\n\r\n');
      // chunked bodies: keep the JSON part
      const json = bodyText.slice(bodyText.indexOf('{'), bodyText.lastIndexOf('}') + 1);
      resolve({ status, body: json });
    });
    socket.write(request);
  });
}

function expectEnvelope(body: string, notEcho?: string) {
  const parsed = JSON.parse(body) as { success: boolean; msg: string };
  expect(parsed.success).toBe(false);
  expect(parsed.msg).toMatch(/[\u4e00-\u9fa5]/);
  expect(Object.keys(parsed).sort()).toEqual(['msg', 'success']);
  if (notEcho) expect(body).not.toContain(notEcho);
}

describe('answers outside the handlers', () => {
  it('a malformed percent-escape in the path answers 400 in the envelope', async () => {
    const answer = await raw(
      'GET /api/patient/life/measurement/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expectEnvelope(answer.body, '%E0%A4%A');
  });

  it('a 5,000-character path parameter answers in the envelope without echoing the URL', async () => {
    const long = 'x'.repeat(5_000);
    for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
      const answer = await raw(
        `${method} /api/patient/life/measurement/${long} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectEnvelope(answer.body, long.slice(0, 200));
    }
  });

  it('a query string over 16 KB answers 431 in the envelope', async () => {
    const long = 'a'.repeat(20_000);
    const answer = await raw(
      `GET /api/base/config?q=${long} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectEnvelope(answer.body, long.slice(0, 200));
  });

  it('an empty JSON body on a call that takes none is accepted: logout with Content-Type revokes', async () => {
    const p = await createProject();
    const token = await tokenFor(app, p, await createUser(p));
    const answer = await app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: { 'content-type': 'application/json', Project: p.key, Authorization: token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: null });
    const after = await call(app, p, { method: 'GET', url: '/api/user/mine', token });
    expect(after.statusCode).toBe(401);
  });

  it('a broken JSON body still answers 400 in the envelope', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/user/app/login',
      headers: { 'content-type': 'application/json', Project: 'demo' },
      payload: '{"username":',
    });
    expect(answer.statusCode).toBe(400);
    expectEnvelope(answer.body);
  });
});
