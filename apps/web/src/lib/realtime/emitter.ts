import type { RealtimeMessage } from '@kanghu/shared';

export type RealtimeHandler = (data: unknown, message: RealtimeMessage) => void;

/** Subscribers per action; a throwing handler is logged and does not stop the others. */
export class RealtimeEmitter {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();

  constructor(private readonly log: (message: string, error?: unknown) => void) {}

  on(action: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(action);
    if (!set) {
      set = new Set();
      this.handlers.set(action, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(action);
    };
  }

  emit(message: RealtimeMessage): number {
    const set = this.handlers.get(message.action);
    if (!set) return 0;
    for (const handler of [...set]) {
      try {
        handler(message.data, message);
      } catch (error) {
        this.log(`realtime: handler of ${message.action} failed`, error);
      }
    }
    return set.size;
  }
}
