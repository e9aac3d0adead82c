import { MSG, type ReplyData } from '@kanghu/shared';
import type { ChannelLogin, RealtimeLog } from './channel.ts';
import type { MessageAction, RealtimeClient } from './client.ts';
import { RealtimeEmitter, type RealtimeHandler } from './emitter.ts';

export type LoadRealtimeClient = (events: RealtimeEmitter) => Promise<RealtimeClient>;

/**
 * What the shell holds from start-up: the subscribers (an emitter) and a lazily loaded
 * RealtimeClient. The client and its protocol code are a chunk of their own, loaded on the first
 * sign-in (or the first outgoing message), so pages without a session never load them.
 */
export class RealtimeHost {
  readonly events: RealtimeEmitter;
  private loaded: Promise<RealtimeClient> | null = null;
  private readonly expiredHandlers = new Set<(msg: string) => void>();

  constructor(
    private readonly load: LoadRealtimeClient,
    private readonly log: RealtimeLog = (message) => console.info(message),
  ) {
    this.events = new RealtimeEmitter(log);
  }

  /** Opens the message channel as `login`; without login info it only logs (and loads nothing). */
  connect(login: ChannelLogin | null): void {
    if (!login?.token || !login.userId) {
      this.log(`message channel: ${MSG.wsNoLogin}`);
      if (this.loaded) void this.loaded.then((client) => client.connect(null));
      return;
    }
    void this.client().then((client) => client.connect(login));
  }

  /** Closes both channels (sign-out, page unload). */
  disconnect(): void {
    if (this.loaded) void this.loaded.then((client) => client.disconnect());
  }

  /** Sends through the push channel; resolves with the server's REPLY. */
  send(action: string, data?: unknown): Promise<ReplyData> {
    return this.client().then((client) => client.send(action, data));
  }

  /** True once incoming actions reach this page (the message channel is accepted by the server). */
  listening(timeoutMs: number): Promise<boolean> {
    return this.client().then((client) => client.listening(timeoutMs));
  }

  on(action: MessageAction | string, handler: RealtimeHandler): () => void {
    return this.events.on(action, handler);
  }

  onTokenExpire(handler: (msg: string) => void): () => void {
    this.expiredHandlers.add(handler);
    return () => this.expiredHandlers.delete(handler);
  }

  private client(): Promise<RealtimeClient> {
    if (!this.loaded) {
      this.loaded = this.load(this.events).then((client) => {
        client.onTokenExpire((msg) => {
          for (const handler of [...this.expiredHandlers]) handler(msg);
        });
        return client;
      });
      this.loaded.catch((error: unknown) => {
        this.log('realtime: the client could not be loaded', error);
        this.loaded = null;
      });
    }
    return this.loaded;
  }
}
