import { performance } from 'node:perf_hooks';

/** How long a message may take to arrive before it counts as lost. */
const DELIVERY_TIMEOUT_MS = 5_000;
/** Stop a run early when sending keeps failing (a broken set-up, not a measurement). */
const MAX_ERRORS = 200;
/** Hard bound on messages per run, whatever the duration. */
const MAX_MESSAGES = 2_000_000;

interface Pending {
  start: number;
  done: (latencyMs: number | null) => void;
  timer: NodeJS.Timeout;
}

/** Matches received messages (by sequence number) to their send start, across socket sets. */
export class Tracker {
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  /** Messages received that nobody waited for (late, duplicated or foreign). */
  stray = 0;

  next(): number {
    return ++this.seq;
  }

  /** Starts the clock of `seq`; resolves with the latency in ms, or null when lost. */
  expect(seq: number): Promise<number | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        resolve(null);
      }, DELIVERY_TIMEOUT_MS);
      this.pending.set(seq, { start: performance.now(), done: resolve, timer });
    });
  }

  cancel(seq: number): void {
    const p = this.pending.get(seq);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(seq);
    p.done(null);
  }

  received(seq: number): void {
    const p = this.pending.get(seq);
    if (!p) {
      this.stray++;
      return;
    }
    clearTimeout(p.timer);
    this.pending.delete(seq);
    p.done(performance.now() - p.start);
  }

  /** A socket message handler: `{data:{text:'b:<seq>'}}` of action ASK_RECORD. */
  onSocketMessage = (raw: unknown): void => {
    let msg: { action?: string; data?: { text?: unknown } };
    try {
      msg = JSON.parse(String(raw)) as typeof msg;
    } catch {
      return;
    }
    if (msg.action !== 'ASK_RECORD' || typeof msg.data?.text !== 'string') return;
    const m = /^b:(\d+)$/.exec(msg.data.text);
    if (m) this.received(Number(m[1]));
  };
}

export interface RunResult {
  name: string;
  sent: number;
  delivered: number;
  lost: number;
  errors: number;
  seconds: number;
  latencies: number[];
  firstError?: string;
}

/**
 * For `seconds`, `concurrency` workers each send one message and wait until it is delivered (or
 * lost), then send the next: at most `concurrency` messages in flight. Worker w uses pairs
 * w, w+concurrency, ... in turn, alternating the direction, so every socket both sends and receives.
 */
export async function runLoad(
  name: string,
  opts: {
    seconds: number;
    concurrency: number;
    pairs: number;
    tracker: Tracker;
    send: (pair: number, direction: 0 | 1, seq: number) => Promise<void>;
  },
): Promise<RunResult> {
  const { tracker } = opts;
  const result: RunResult = { name, sent: 0, delivered: 0, lost: 0, errors: 0, seconds: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const worker = async (w: number) => {
    let turn = 0;
    while (performance.now() < deadline && result.sent < MAX_MESSAGES && result.errors < MAX_ERRORS) {
      const pair = (w + turn * opts.concurrency) % opts.pairs;
      const direction = (Math.floor((w + turn * opts.concurrency) / opts.pairs) + turn) % 2 === 0 ? 0 : 1;
      turn++;
      const seq = tracker.next();
      const arrived = tracker.expect(seq);
      result.sent++;
      try {
        await opts.send(pair, direction, seq);
      } catch (err) {
        result.errors++;
        result.firstError ??= err instanceof Error ? err.message : String(err);
        tracker.cancel(seq);
        await arrived;
        continue;
      }
      const latency = await arrived;
      if (latency === null) result.lost++;
      else {
        result.delivered++;
        result.latencies.push(latency);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, (_, w) => worker(w)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Several runs of one kind as one figure: rate over the summed time, percentiles over all samples. */
export function combine(name: string, runs: RunResult[]) {
  const latencies = runs.flatMap((r) => r.latencies);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const delivered = runs.reduce((s, r) => s + r.delivered, 0);
  return {
    name,
    rate: Math.round(delivered / Math.max(seconds, 0.001)),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    sent: runs.reduce((s, r) => s + r.sent, 0),
    delivered,
    lost: runs.reduce((s, r) => s + r.lost, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    firstError: runs.find((r) => r.firstError)?.firstError,
  };
}
