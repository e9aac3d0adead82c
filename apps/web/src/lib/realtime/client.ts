import {
  MESSAGE_CHANNEL_RECONNECT_MS,
  MSG,
  PUSH_CHANNEL_RECONNECT_MS,
  PUSH_CHANNEL_RESEND_MS,
  type ReplyData,
} from '@kanghu/shared';
import { type ChannelLogin, RealtimeChannel, type RealtimeLog } from './channel.ts';
import { RealtimeEmitter, type RealtimeHandler } from './emitter.ts';
import { channelUrl, type SocketFactory } from './socket.ts';

/** Actions of the message channel the screens subscribe to (spec 1 section 7). */
export const MESSAGE_ACTIONS = [
  'ASK_RECORD',
  'REVOKE_ASK_RECORD',
  'INQUIRY_STATE',
  'SYSTEM_MSG',
  'FAMILY_DOCTOR_MEASURE_DATA',
  'QUESTION_HIGH_RISK',
  'AI_ASK',
  'REMOTE_VIDEO_CONSULTATION',
  'VIDEO_SIGNAL',
] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

export interface RealtimeClientOptions {
  createSocket: SocketFactory;
  /** The page's location: the socket goes to the same host, wss when the page is https. */
  location: { protocol: string; host: string };
  log?: RealtimeLog;
  messageReconnectMs?: number;
  pushReconnectMs?: number;
  resendMs?: number;
  newTaskId?: () => string;
  /** Subscribers live here (the RealtimeHost's emitter, created before this client is loaded). */
  events?: RealtimeEmitter;
}

let taskCounter = 0;
function defaultTaskId(): string {
  taskCounter = (taskCounter + 1) % Number.MAX_SAFE_INTEGER;
  const random = Math.random().toString(36).slice(2, 10);
  return `${Date.now().toString(36)}-${taskCounter.toString(36)}-${random}`;
}

/**
 * The app's realtime client: the message channel (spec 1 section 7: opened when signed in,
 * reconnect 3 s, incoming actions dispatched to subscribers) and the push channel (spec 2
 * section 4: opened on the first outgoing message, reconnect 1 s, task ids resent every 1 s until
 * acknowledged). TOKEN_EXPIRE on either stops both and is reported once.
 */
export class RealtimeClient {
  private readonly events: RealtimeEmitter;
  private readonly messageChannel: RealtimeChannel;
  private readonly pushChannel: RealtimeChannel;
  private readonly expiredHandlers = new Set<(msg: string) => void>();
  private login: ChannelLogin | null = null;
  private readonly log: RealtimeLog;

  constructor(options: RealtimeClientOptions) {
    this.log = options.log ?? ((message, detail) => console.info(message, detail ?? ''));
    this.events = options.events ?? new RealtimeEmitter(this.log);
    const common = {
      createSocket: options.createSocket,
      url: (login: ChannelLogin) => channelUrl(options.location, login.userId, login.project),
      resendMs: options.resendMs ?? PUSH_CHANNEL_RESEND_MS,
      log: this.log,
      newTaskId: options.newTaskId ?? defaultTaskId,
      onTokenExpire: (msg: string) => this.expire(msg),
    };
    this.messageChannel = new RealtimeChannel({
      ...common,
      name: 'message channel',
      reconnectMs: options.messageReconnectMs ?? MESSAGE_CHANNEL_RECONNECT_MS,
      onMessage: (message) => this.events.emit(message),
    });
    // The server delivers to every socket of the user: only the message channel dispatches.
    this.pushChannel = new RealtimeChannel({
      ...common,
      name: 'push channel',
      reconnectMs: options.pushReconnectMs ?? PUSH_CHANNEL_RECONNECT_MS,
    });
  }

  /** Opens the message channel as the signed-in user; without login info it only logs. */
  connect(login: ChannelLogin | null): boolean {
    this.login = login?.token && login.userId ? login : null;
    if (!this.login) {
      this.messageChannel.stop();
      this.pushChannel.stop();
    }
    return this.messageChannel.start(login);
  }

  /** Closes both channels (sign-out, page unload). */
  disconnect(): void {
    this.login = null;
    this.messageChannel.stop();
    this.pushChannel.stop();
  }

  /** Sends through the push channel (opened on first use); resolves with the server's REPLY. */
  send(action: string, data?: unknown): Promise<ReplyData> {
    if (!this.pushChannel.start(this.login)) {
      return Promise.reject(new Error(this.login ? MSG.wsUnsupported : MSG.wsNoLogin));
    }
    return this.pushChannel.send(action, data);
  }

  /** True once the message channel is accepted by the server (incoming actions reach us). */
  listening(timeoutMs: number): Promise<boolean> {
    return this.messageChannel.whenOpen(timeoutMs);
  }

  /** Subscribes to an incoming action; returns the unsubscribe function. */
  on(action: MessageAction | string, handler: RealtimeHandler): () => void {
    return this.events.on(action, handler);
  }

  /** Called once when the server says the token expired (both channels are then stopped). */
  onTokenExpire(handler: (msg: string) => void): () => void {
    this.expiredHandlers.add(handler);
    return () => this.expiredHandlers.delete(handler);
  }

  get messageState() {
    return this.messageChannel.state;
  }

  get pushState() {
    return this.pushChannel.state;
  }

  private expire(msg: string): void {
    if (!this.login) return;
    this.disconnect();
    for (const handler of [...this.expiredHandlers]) handler(msg);
  }
}
