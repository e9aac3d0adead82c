import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { RunResult } from './chat-load.ts';
import type { ChatPair } from './chat-setup.ts';

/** What one worker does per message: one or more queries on its own connection. */
type Step = (client: pg.PoolClient, p: ChatPair, from: number, to: number, n: number) => Promise<void>;

/**
 * `connections` workers, each on its own connection, repeat `step` for `seconds` (bounded in
 * count too): a RunResult with per-message latency.
 */
export async function sqlLoad(
  name: string,
  pool: pg.Pool,
  opts: { connections: number; seconds: number; pairs: ChatPair[]; setup?: string; step: Step },
): Promise<RunResult> {
  const r: RunResult = { name, sent: 0, delivered: 0, lost: 0, errors: 0, seconds: 0, latencies: [] };
  const clients = await Promise.all(Array.from({ length: opts.connections }, () => pool.connect()));
  try {
    if (opts.setup) await Promise.all(clients.map((c) => c.query(opts.setup as string)));
    const started = performance.now();
    const deadline = started + opts.seconds * 1000;
    const worker = async (client: pg.PoolClient, w: number) => {
      for (let turn = 0; performance.now() < deadline && turn < 2_000_000; turn++) {
        const p = opts.pairs[(w + turn * opts.connections) % opts.pairs.length] as ChatPair;
        const d = turn % 2;
        const t = performance.now();
        r.sent++;
        await opts.step(client, p, p.userIds[d] as number, p.userIds[1 - d] as number, r.sent);
        r.latencies.push(performance.now() - t);
        r.delivered++;
      }
    };
    await Promise.all(clients.map((c, w) => worker(c, w)));
    r.seconds = (performance.now() - started) / 1000;
    return r;
  } finally {
    // Destroyed, not returned: a setup may have changed the role or settings of the connection.
    for (const c of clients) c.release(true);
  }
}

/** The baseline: one single-row INSERT into the RLS-free, FK-free copy of ask_records. */
export const rawInsert =
  (projectId: number): Step =>
  async (c, p, from, to, n) => {
    await c.query({
      name: 'raw-ask-record',
      text: `insert into bench_raw_ask_records (project_id, ask_id, user_id, receive_user_id, type, text)
             values ($1, $2, $3, $4, 'text', $5)`,
      values: [projectId, p.askId, from, to, `s:${n}`],
    });
  };

/**
 * Reference: the per-message transaction shape sendRecord used before the batch writer, as the
 * application role (RLS on): BEGIN, set_config, room lookup, INSERT ... RETURNING, COMMIT
 * (5 round trips; the room UPDATE it also sent is gone with the last_record_at column).
 */
export const productTransaction =
  (projectId: number): Step =>
  async (c, p, from, to, n) => {
    await c.query('begin');
    await c.query({
      name: 'tx-cfg',
      text: `select set_config('app.project_id', $1, true)`,
      values: [String(projectId)],
    });
    await c.query({
      name: 'tx-room',
      text: `select id, user_low, user_high from ask_rooms where id = $1 and (user_low = $2 or user_high = $2) limit 1`,
      values: [p.askId, from],
    });
    const ins = await c.query<{ id: number; created_at: Date }>({
      name: 'tx-ins',
      text: `insert into ask_records (project_id, ask_id, user_id, receive_user_id, type, text)
             values ($1, $2, $3, $4, 'text', $5) on conflict do nothing returning *`,
      values: [projectId, p.askId, from, to, `s:${n}`],
    });
    if (ins.rows.length !== 1) throw new Error('insert failed');
    await c.query('commit');
  };

/**
 * Reference: the same work as one statement (1 round trip), with app.project_id set once per
 * connection (session level) instead of per transaction: room check and INSERT in one CTE.
 */
export const oneStatement =
  (projectId: number): Step =>
  async (c, p, from, to, n) => {
    await c.query({
      name: 'one-stmt',
      text: `with room as (
               select id from ask_rooms where id = $2 and (user_low = $3 or user_high = $3)
             ), ins as (
               insert into ask_records (project_id, ask_id, user_id, receive_user_id, type, text)
               select $1, room.id, $3, $4, 'text', $5 from room on conflict do nothing returning *
             )
             select * from ins`,
      values: [projectId, p.askId, from, to, `s:${n}`],
    });
  };
