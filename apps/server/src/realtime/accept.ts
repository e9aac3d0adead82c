import {
  authMessage,
  type ClientMessage,
  clientMessage,
  MSG,
  type RealtimeMessage,
  WS_CLOSE,
  WS_MAX_MESSAGES_PER_SECOND,
  WS_MSG,
} from '@kanghu/shared';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Services } from '../services.ts';
import { Connection } from './connection.ts';
import type { Hub } from './hub.ts';

/** Messages that arrive while the AUTH message is being checked are kept, up to this many. */
const MAX_QUEUED = 100;

export interface AcceptOptions {
  hub: Hub;
  services: Services;
  authTimeoutMs: number;
}

type State = 'waiting' | 'authenticating' | 'open' | 'closed';

/**
 * Runs the protocol of one socket of `/api/message/websocket/:userId`: the first message must be
 * AUTH with the session token (never in the URL); then client messages go to the hub.
 */
export function acceptSocket(socket: WebSocket, request: FastifyRequest, opts: AcceptOptions): void {
  const { hub, services } = opts;
  let state: State = 'waiting';
  let conn: Connection | null = null;
  const queue: RawData[] = [];
  let windowStart = Date.now();
  let windowCount = 0;

  const refuse = (reason: string, message: RealtimeMessage) => {
    request.log.info({ reason }, 'realtime connection refused');
    state = 'closed';
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    socket.close(WS_CLOSE.policy);
  };
  const error = (msg: string): RealtimeMessage => ({ action: 'ERROR', data: { msg } });

  const timer = setTimeout(() => {
    if (state === 'waiting' || state === 'authenticating') refuse('timeout', error(WS_MSG.authTimeout));
  }, opts.authTimeoutMs);

  const authenticate = async (raw: RawData) => {
    state = 'authenticating';
    const parsed = authMessage.safeParse(parseJson(raw));
    if (!parsed.success) return refuse('no-auth', error(WS_MSG.authRequired));
    const pathUserId = userIdParam(request);
    const key = parsed.data.data.project ?? queryProject(request) ?? request.tenant?.project.key;
    const project = key ? await services.projects.byKey(key) : null;
    if (!project) return refuse('project', error(WS_MSG.unknownProject));
    const session = await services.sessions.resolve(project.id, parsed.data.data.token);
    if (state !== 'authenticating') return;
    if (!session) {
      return refuse('token', { action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    }
    if (pathUserId !== session.userId) return refuse('user', error(WS_MSG.userMismatch));
    const c = new Connection(socket, session);
    if (!hub.add(c)) {
      return refuse('revoked', { action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    }
    clearTimeout(timer);
    conn = c;
    state = 'open';
    c.send({ action: 'AUTH_OK', data: { userId: session.userId, heartbeatMs: hub.heartbeatMs } });
    if (parsed.data.taskId) c.send({ action: 'REPLY', taskId: parsed.data.taskId, data: { ok: true } });
    for (const queued of queue.splice(0)) onMessage(queued);
  };

  const onMessage = (raw: RawData) => {
    if (state === 'closed') return;
    if (state === 'waiting') {
      authenticate(raw).catch((err: unknown) => {
        request.log.error({ err }, 'realtime auth failed');
        refuse('error', error(WS_MSG.failed));
      });
      return;
    }
    if (state === 'authenticating' || !conn) {
      if (queue.length < MAX_QUEUED) queue.push(raw);
      return;
    }
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      windowCount = 0;
    }
    if (++windowCount > WS_MAX_MESSAGES_PER_SECOND) {
      hub.remove(conn);
      return refuse('flood', error(WS_MSG.tooManyMessages));
    }
    conn.missed = 0;
    const parsed = clientMessage.safeParse(parseJson(raw));
    if (!parsed.success) return conn.send(error(WS_MSG.invalidMessage));
    handle(conn, parsed.data);
  };

  const handle = (c: Connection, message: ClientMessage) => {
    if (message.action === 'AUTH') {
      // Already signed in: a resent AUTH is acknowledged, not re-processed.
      if (message.taskId) c.send({ action: 'REPLY', taskId: message.taskId, data: { ok: true } });
      return;
    }
    hub.dispatch(c, message).catch((err: unknown) => request.log.error({ err }, 'realtime dispatch failed'));
  };

  socket.on('message', onMessage);
  socket.on('pong', () => {
    if (conn) conn.missed = 0;
  });
  const cleanup = () => {
    state = 'closed';
    clearTimeout(timer);
    if (conn) hub.remove(conn);
  };
  socket.on('close', cleanup);
  socket.on('error', cleanup);
}

function parseJson(raw: RawData): unknown {
  try {
    const buffer = Array.isArray(raw)
      ? Buffer.concat(raw)
      : raw instanceof ArrayBuffer
        ? Buffer.from(raw)
        : raw;
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
}

function userIdParam(request: FastifyRequest): number | null {
  const raw = (request.params as { userId?: unknown }).userId;
  return typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

function queryProject(request: FastifyRequest): string | undefined {
  const raw = (request.query as { project?: unknown } | undefined)?.project;
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 64 ? raw : undefined;
}
