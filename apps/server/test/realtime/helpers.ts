import type { AddressInfo } from 'node:net';
import type { RealtimeMessage } from '@kanghu/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { loadConfig } from '../../src/config.ts';
import realtimePlugin, { type RealtimeOptions } from '../../src/realtime/plugin.ts';
import { createServices } from '../../src/services.ts';
import { databaseUrl, type TestProject, type TestUser } from '../fixtures.ts';

/** A listening app with only the realtime plugin, for short heartbeat and AUTH time-outs. */
export async function createRealtimeOnlyApp(
  options: Omit<RealtimeOptions, 'services'>,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...env });
  config.databaseUrl = databaseUrl();
  const services = createServices(config);
  const app = Fastify();
  app.decorate('services', services);
  app.addHook('onClose', async () => services.close());
  await app.register(realtimePlugin, { services, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

export async function listen(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}

export function wsUrl(app: FastifyInstance, userId: number | string, query = ''): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/message/websocket/${userId}${query}`;
}

/** A session token of the user (what login would issue) and its session id. */
export async function tokenOf(
  app: FastifyInstance,
  project: TestProject,
  user: TestUser,
): Promise<{ token: string; sessionId: number }> {
  const token = await app.services.sessions.issue(project.id, user.id, {});
  const session = await app.services.sessions.resolve(project.id, token);
  if (!session) throw new Error('session not issued');
  return { token, sessionId: session.sessionId };
}

/** A `ws` client that keeps every message it receives, to await them in order. */
export class TestClient {
  readonly messages: RealtimeMessage[] = [];
  readonly closed: Promise<{ code: number }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(JSON.parse(raw.toString()) as RealtimeMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  static async open(url: string, options: { autoPong?: boolean; headers?: Record<string, string> } = {}) {
    const socket = new WebSocket(url, { autoPong: options.autoPong ?? true, headers: options.headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestClient(socket);
  }

  /** Opens, authenticates and waits for AUTH_OK. */
  static async signedIn(url: string, token: string, project?: string): Promise<TestClient> {
    const client = await TestClient.open(url);
    client.send({ action: 'AUTH', data: { token, project } });
    await client.next('AUTH_OK');
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for (and consumes) the first message with the action, optionally matching. */
  async next(
    action: string,
    match: (m: RealtimeMessage) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<RealtimeMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex((m) => m.action === action && match(m));
      if (index >= 0) return this.messages.splice(index, 1)[0] as RealtimeMessage;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${action} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  count(action: string): number {
    return this.messages.filter((m) => m.action === action).length;
  }

  close(): void {
    this.socket.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
