import type { ReplyData } from '@kanghu/shared';

interface Entry {
  at: number;
  reply: Promise<ReplyData>;
}

/**
 * Recent client task ids of one user with their (possibly pending) reply, so a resent task is
 * answered again without being processed twice. Bounded by count (oldest dropped first) and age.
 */
export class TaskMemory {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxSize: number,
    private readonly maxAgeMs: number,
  ) {}

  /** The remembered reply of a task id, or null when it is new (or forgotten). */
  get(taskId: string, now = Date.now()): Promise<ReplyData> | null {
    const entry = this.entries.get(taskId);
    if (!entry) return null;
    if (now - entry.at > this.maxAgeMs) {
      this.entries.delete(taskId);
      return null;
    }
    return entry.reply;
  }

  remember(taskId: string, reply: Promise<ReplyData>, now = Date.now()): void {
    this.entries.delete(taskId);
    this.entries.set(taskId, { at: now, reply });
    while (this.entries.size > this.maxSize) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops expired entries; true when nothing is left. */
  prune(now = Date.now()): boolean {
    for (const [taskId, entry] of this.entries) {
      if (now - entry.at <= this.maxAgeMs) break;
      this.entries.delete(taskId);
    }
    return this.entries.size === 0;
  }
}
