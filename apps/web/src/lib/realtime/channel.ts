import { MSG, type RealtimeMessage, type ReplyData } from '@kanghu/shared';
import { SOCKET_OPEN, type SocketFactory, type SocketLike } from './socket.ts';

export type RealtimeLog = (message: string, detail?: unknown) => void;

/** Who the channel signs in as (the token is sent in the AUTH message, never in the URL). */
export interface ChannelLogin {
  userId: number;
  token: string;
  project: string;
}

export interface ChannelOptions {
  /** For the log: "message" or "push". */
  name: string;
  createSocket: SocketFactory;
  url: (login: ChannelLogin) => string;
  /** Delay before reopening after a close. */
  reconnectMs: number;
  /** Interval at which an unacknowledged outgoing message is sent again. */
  resendMs: number;
  log: RealtimeLog;
  newTaskId: () => string;
  /** Every message that is not part of the protocol (AUTH_OK, REPLY, ERROR, TOKEN_EXPIRE). */
  onMessage?: (message: RealtimeMessage) => void;
  /** The server refused the token: the channel has stopped and will not reconnect. */
  onTokenExpire: (msg: string) => void;
}

export type ChannelState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

interface Pending {
  message: RealtimeMessage;
  timer: ReturnType<typeof setInterval>;
  resolve: (reply: ReplyData) => void;
  reject: (error: Error) => void;
}

function parse(raw: unknown): RealtimeMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { action?: unknown }).action === 'string') {
      return value as RealtimeMessage;
    }
  } catch {
    // not JSON: ignored below
  }
  return null;
}

/** REPLY data: `{ok:true, result?}` or `{ok:false, msg}` (checked by hand: no schema library in the shell). */
function replyOf(data: unknown): ReplyData {
  const value =
    data && typeof data === 'object' ? (data as { ok?: unknown; msg?: unknown; result?: unknown }) : {};
  if (value.ok === false) return { ok: false, msg: typeof value.msg === 'string' ? value.msg : '' };
  return 'result' in value ? { ok: true, result: value.result } : { ok: true };
}

function messageOf(data: unknown, fallback: string): string {
  const msg = data && typeof data === 'object' ? (data as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : fallback;
}

/**
 * One realtime socket with the channel protocol of packages/shared/src/schemas/realtime.ts: AUTH
 * first, AUTH_OK, reconnect `reconnectMs` after any close (until stopped or the token expires),
 * outgoing messages with a task id resent every `resendMs` until the REPLY with that id arrives.
 */
export class RealtimeChannel {
  private socket: SocketLike | null = null;
  private login: ChannelLogin | null = null;
  private authenticated = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Map<string, Pending>();
  private current: ChannelState = 'idle';
  private readonly openWaiters = new Set<() => void>();

  constructor(private readonly options: ChannelOptions) {}

  get state(): ChannelState {
    return this.current;
  }

  /**
   * Resolves once the server has accepted the socket (AUTH_OK: from then on the hub delivers to
   * it), at once when it already has; false after `timeoutMs` without that.
   */
  whenOpen(timeoutMs: number): Promise<boolean> {
    if (this.current === 'open') return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const done = (open: boolean) => {
        clearTimeout(timer);
        this.openWaiters.delete(onOpen);
        resolve(open);
      };
      const onOpen = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.openWaiters.add(onOpen);
    });
  }

  /** Task ids sent and not yet acknowledged. */
  get unacknowledged(): number {
    return this.pending.size;
  }

  /**
   * Opens the channel as `login`; false (and only a log line) without WebSocket or login info.
   * Calling it again with the same login keeps the open socket.
   */
  start(login: ChannelLogin | null): boolean {
    const { createSocket, log, name } = this.options;
    if (!createSocket) {
      log(`${name}: ${MSG.wsUnsupported}`);
      return false;
    }
    if (!login?.token || !login.userId) {
      log(`${name}: ${MSG.wsNoLogin}`);
      return false;
    }
    const same =
      this.login?.userId === login.userId &&
      this.login.token === login.token &&
      this.login.project === login.project;
    if (same && (this.current === 'open' || this.current === 'connecting' || this.current === 'waiting')) {
      return true;
    }
    this.closeSocket();
    this.login = login;
    this.open();
    return true;
  }

  /** Closes for good (sign-out, page unload): no reconnect; unacknowledged sends are rejected. */
  stop(reason = 'closed'): void {
    this.current = 'stopped';
    this.closeSocket();
    this.login = null;
    for (const [taskId, p] of this.pending) {
      clearInterval(p.timer);
      p.reject(new Error(reason));
      this.pending.delete(taskId);
    }
  }

  /** Sends `{action, data, taskId}`; resolves with the REPLY's data once acknowledged. */
  send(action: string, data?: unknown): Promise<ReplyData> {
    const message: RealtimeMessage = { action, data, taskId: this.options.newTaskId() };
    const taskId = message.taskId as string;
    return new Promise<ReplyData>((resolve, reject) => {
      const timer = setInterval(() => this.transmit(message), this.options.resendMs);
      this.pending.set(taskId, { message, timer, resolve, reject });
      this.transmit(message);
    });
  }

  private open(): void {
    const { createSocket, url, log, name } = this.options;
    const login = this.login;
    if (!createSocket || !login) return;
    this.current = 'connecting';
    this.authenticated = false;
    let socket: SocketLike;
    try {
      socket = createSocket(url(login));
    } catch (error) {
      log(`${name}: could not open the socket`, error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ action: 'AUTH', data: { token: login.token, project: login.project } }));
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => {
      log(`${name}: socket error`);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.authenticated = false;
      log(`${name}: closed (${event.code})`);
      if (this.current !== 'stopped') this.scheduleReconnect();
    };
  }

  private receive(raw: unknown): void {
    const message = parse(raw);
    const { log, name } = this.options;
    if (!message) {
      log(`${name}: ignored a message that is not {action, data}`);
      return;
    }
    switch (message.action) {
      case 'AUTH_OK':
        this.authenticated = true;
        this.current = 'open';
        for (const p of this.pending.values()) this.transmit(p.message);
        for (const waiter of [...this.openWaiters]) waiter();
        return;
      case 'REPLY':
        this.acknowledge(message);
        return;
      case 'ERROR':
        log(`${name}: ${messageOf(message.data, 'ERROR')}`);
        return;
      case 'TOKEN_EXPIRE':
        this.stop(MSG.sessionExpiredRelogin);
        this.options.onTokenExpire(messageOf(message.data, MSG.sessionExpiredRelogin));
        return;
      default:
        this.options.onMessage?.(message);
    }
  }

  private acknowledge(message: RealtimeMessage): void {
    const p = message.taskId ? this.pending.get(message.taskId) : undefined;
    if (!p || !message.taskId) return;
    clearInterval(p.timer);
    this.pending.delete(message.taskId);
    p.resolve(replyOf(message.data));
  }

  private transmit(message: RealtimeMessage): void {
    const socket = this.socket;
    if (!socket || !this.authenticated || socket.readyState !== SOCKET_OPEN) return;
    socket.send(JSON.stringify(message));
  }

  private scheduleReconnect(): void {
    this.current = 'waiting';
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.current === 'waiting') this.open();
    }, this.options.reconnectMs);
  }

  private closeSocket(): void {
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    const socket = this.socket;
    this.socket = null;
    this.authenticated = false;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // already closed
    }
  }
}
