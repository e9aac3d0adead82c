import {
  type ClientMessage,
  MSG,
  type RealtimeMessage,
  type ReplyData,
  WS_CLOSE,
  WS_MSG,
  WS_TASK_MEMORY_MS,
  WS_TASK_MEMORY_SIZE,
} from '@kanghu/shared';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { SESSION_REVOKED, type SessionRecord } from '../core/sessions.ts';
import type { Bus } from '../lib/bus.ts';
import { AppError } from '../lib/errors.ts';
import { type Connection, userKey } from './connection.ts';
import { TaskMemory } from './task-memory.ts';

/** Bus topic of messages for one user's sockets, on whichever instance holds them. */
export const USER_TOPIC = 'rt.user';
/** A revocation that raced an AUTH in flight is still honoured for this long. */
const REVOKED_MEMORY_MS = 60_000;
/** Sockets that do not answer a shutdown close in time are terminated. */
const CLOSE_GRACE_MS = 1_000;

const userEnvelope = z.object({
  projectId: z.number().int(),
  userId: z.number().int(),
  message: z.object({ action: z.string().min(1), data: z.unknown().optional() }),
});
const revokedEnvelope = z.object({ sessionIds: z.array(z.number().int()) });

/** What a client action handler knows about the sender. */
export interface ClientActionContext {
  session: SessionRecord;
  /** The client's task id (null when none): handlers that store may keep it against duplicates. */
  taskId: string | null;
  /** Sends a message to the sending socket only. */
  reply(message: RealtimeMessage): void;
  hub: Hub;
}

/**
 * Handles one client action; its return value (when not undefined) is sent back as
 * `REPLY.data.result`. Throw an AppError to answer `{ok:false, msg}` with its message.
 */
export type ClientActionHandler<T> = (ctx: ClientActionContext, data: T) => unknown | Promise<unknown>;

interface Registered {
  schema: z.ZodType | undefined;
  handle: ClientActionHandler<unknown>;
}

/**
 * The realtime hub of one app instance: userId (scoped by project) -> sockets. `send` goes through
 * the bus so the instance that holds the socket delivers it (in-process or Redis pub/sub).
 */
export class Hub {
  private readonly all = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly bySession = new Map<number, Set<Connection>>();
  private readonly tasks = new Map<number, TaskMemory>();
  private readonly handlers = new Map<string, Registered>();
  private readonly revoked = new Map<number, number>();
  private readonly unsubscribe: Array<() => void>;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    readonly heartbeatMs: number,
  ) {
    this.unsubscribe = [
      bus.subscribe(USER_TOPIC, (m) => this.onUserMessage(m)),
      bus.subscribe(SESSION_REVOKED, (m) => this.onRevoked(m)),
    ];
    this.timer = setInterval(() => this.tick(), heartbeatMs);
    this.timer.unref();
  }

  /** Delivers a message to every socket of a user, on every instance. */
  async send(projectId: number, userId: number, message: RealtimeMessage): Promise<void> {
    await this.bus.publish(USER_TOPIC, {
      projectId,
      userId,
      message: { action: message.action, data: message.data },
    });
  }

  /** Delivers to the sockets held by this instance; returns how many got it. */
  deliverLocal(projectId: number, userId: number, message: RealtimeMessage): number {
    let count = 0;
    for (const conn of this.byUser.get(userKey(projectId, userId)) ?? []) {
      if (!conn.open) continue;
      conn.send(message);
      count++;
    }
    return count;
  }

  /** Number of sockets on this instance, of one user or in total. */
  connectionCount(projectId?: number, userId?: number): number {
    if (projectId === undefined || userId === undefined) return this.all.size;
    return this.byUser.get(userKey(projectId, userId))?.size ?? 0;
  }

  /** Registers the handler of a client action (one per action); `schema` validates `data`. */
  onClientAction<T>(action: string, handler: ClientActionHandler<T>, schema?: z.ZodType<T>): void {
    if (this.handlers.has(action)) throw new Error(`realtime action ${action} already has a handler`);
    this.handlers.set(action, { schema, handle: handler as ClientActionHandler<unknown> });
  }

  /** Adds an authenticated socket; false when its session was revoked meanwhile. */
  add(conn: Connection): boolean {
    if (this.revoked.has(conn.session.sessionId)) return false;
    this.all.add(conn);
    addTo(this.byUser, conn.userKey, conn);
    addTo(this.bySession, conn.session.sessionId, conn);
    return true;
  }

  remove(conn: Connection): void {
    if (!this.all.delete(conn)) return;
    removeFrom(this.byUser, conn.userKey, conn);
    removeFrom(this.bySession, conn.session.sessionId, conn);
  }

  /**
   * Processes one client message. With a taskId the client gets `REPLY` (again for a resent id,
   * which is not processed twice); without one, only a failure is reported (ERROR).
   */
  async dispatch(conn: Connection, message: ClientMessage): Promise<void> {
    const { taskId } = message;
    if (!taskId) {
      const data = await this.process(conn, message);
      if (!data.ok) conn.send({ action: 'ERROR', data: { msg: data.msg } });
      return;
    }
    const memory = this.memoryOf(conn.session.sessionId);
    let reply = memory.get(taskId);
    if (!reply) {
      reply = this.process(conn, message);
      memory.remember(taskId, reply);
    }
    conn.send({ action: 'REPLY', taskId, data: await reply });
  }

  /** Closes every socket (shutdown): code 1001, then terminates those that do not finish in time. */
  async closeAll(code: number = WS_CLOSE.goingAway): Promise<void> {
    const conns = [...this.all];
    const closed = conns.map(
      (conn) =>
        new Promise<void>((resolve) => {
          if (conn.socket.readyState === WebSocket.CLOSED) return resolve();
          conn.socket.once('close', () => resolve());
        }),
    );
    for (const conn of conns) conn.close(code);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS);
    });
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
    for (const conn of conns) {
      if (conn.socket.readyState !== WebSocket.CLOSED) conn.socket.terminate();
      this.remove(conn);
    }
  }

  /** Stops the heartbeat and bus subscriptions (app close). */
  stop(): void {
    clearInterval(this.timer);
    for (const off of this.unsubscribe) off();
  }

  /** One heartbeat: terminate sockets that missed two pings, expire sessions, ping the rest. */
  tick(now = Date.now()): void {
    for (const conn of [...this.all]) {
      if (now >= conn.session.expiresAt) {
        this.expire(conn);
      } else if (conn.missed >= 2 || conn.socket.readyState === WebSocket.CLOSED) {
        conn.socket.terminate();
        this.remove(conn);
      } else if (conn.open) {
        conn.missed++;
        conn.socket.ping();
      }
    }
    for (const [sessionId, memory] of this.tasks) {
      if (memory.prune(now) && !this.bySession.has(sessionId)) this.tasks.delete(sessionId);
    }
    for (const [sessionId, at] of this.revoked)
      if (now - at > REVOKED_MEMORY_MS) this.revoked.delete(sessionId);
  }

  private async process(conn: Connection, message: ClientMessage): Promise<ReplyData> {
    const handler = this.handlers.get(message.action);
    if (!handler) return { ok: false, msg: WS_MSG.unsupportedAction };
    let data: unknown = message.data;
    if (handler.schema) {
      const parsed = handler.schema.safeParse(data);
      if (!parsed.success)
        return { ok: false, msg: parsed.error.issues[0]?.message ?? WS_MSG.invalidMessage };
      data = parsed.data;
    }
    const ctx: ClientActionContext = {
      session: conn.session,
      taskId: message.taskId ?? null,
      reply: (m) => conn.send(m),
      hub: this,
    };
    try {
      const result = await handler.handle(ctx, data);
      return result === undefined ? { ok: true } : { ok: true, result };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, msg: error.message };
      this.log.error({ err: error, action: message.action }, 'realtime action failed');
      return { ok: false, msg: WS_MSG.failed };
    }
  }

  private memoryOf(sessionId: number): TaskMemory {
    let memory = this.tasks.get(sessionId);
    if (!memory) {
      memory = new TaskMemory(WS_TASK_MEMORY_SIZE, WS_TASK_MEMORY_MS);
      this.tasks.set(sessionId, memory);
    }
    return memory;
  }

  private expire(conn: Connection): void {
    conn.close(WS_CLOSE.policy, { action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    this.remove(conn);
  }

  private onUserMessage(raw: unknown): void {
    const parsed = userEnvelope.safeParse(raw);
    if (!parsed.success) return;
    const { projectId, userId, message } = parsed.data;
    this.deliverLocal(projectId, userId, message);
  }

  private onRevoked(raw: unknown): void {
    const parsed = revokedEnvelope.safeParse(raw);
    if (!parsed.success) return;
    const now = Date.now();
    for (const sessionId of parsed.data.sessionIds) {
      this.revoked.set(sessionId, now);
      for (const conn of [...(this.bySession.get(sessionId) ?? [])]) this.expire(conn);
      this.tasks.delete(sessionId);
    }
  }
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(conn);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) map.delete(key);
}
