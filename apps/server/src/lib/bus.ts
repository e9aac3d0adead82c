import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Fan-out between server instances: in-process by default, Redis pub/sub when REDIS_URL is set.
 * Used by the realtime hub and for cache invalidation (session revocation, user changes).
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

export class LocalBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  async publish(topic: string, message: unknown): Promise<void> {
    for (const handler of this.handlers.get(topic) ?? []) handler(message);
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

/** Redis pub/sub; messages published here are delivered to subscribers on every instance. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new LocalBus();
  private readonly subscribed = new Set<string>();

  constructor(
    url: string,
    private readonly prefix = 'kanghu:',
  ) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.sub.on('message', (channel: string, raw: string) => {
      try {
        void this.local.publish(channel.slice(this.prefix.length), JSON.parse(raw));
      } catch {
        // A malformed message from another instance is ignored.
      }
    });
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + topic, JSON.stringify(message));
  }

  subscribe(topic: string, handler: BusHandler): () => void {
    if (!this.subscribed.has(topic)) {
      this.subscribed.add(topic);
      void this.sub.subscribe(this.prefix + topic);
    }
    return this.local.subscribe(topic, handler);
  }

  /** Resolves once both connections are ready (tests use it before publishing). */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping().catch(() => undefined)]);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
