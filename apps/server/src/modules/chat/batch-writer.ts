import type { Database } from '../../db/database.ts';
import type { RecordRow } from './repo.ts';

/**
 * The chat hot path. Sends are queued per project and written in batches through the
 * security-invoker function kanghu_send_ask_records (migration 0015): ONE round trip and ONE
 * commit per batch, each item handled exactly like a single send (room check, INSERT, room
 * UPDATE). The function sets app.project_id for its own transaction first, so row-level security
 * applies inside exactly as in `Database.tenant`; a wrong project sees no room (fails closed).
 * It is the second sanctioned exception to "tenant tables only through Database.tenant" (the
 * first is devices/fast-insert.ts).
 *
 * Batching is natural, like group commit: a send waits only while a batch is being written (one
 * at a time per instance measured best here: bigger batches, fewer commits); under light load
 * every send goes alone at once. A batch is ordered by
 * room so that concurrent batches (here or on other instances) lock rooms in the same order.
 * Nothing is answered or pushed before its batch has committed.
 */
const MAX_IN_FLIGHT = 1;
const MAX_BATCH = 200;

const SQL = 'select * from kanghu_send_ask_records($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

export interface SendInput {
  projectId: number;
  askId: number;
  userId: number;
  /** The receiver the client named, checked against the room; null to skip. */
  receiveUserId: number | null;
  type: RecordRow['type'];
  text: string | null;
  url: string | null;
  duration: number | null;
  title: string | null;
  taskId: string | null;
}

export type SendResult =
  | { status: 'created' | 'existing'; row: RecordRow }
  | { status: 'no_room' | 'bad_receiver'; row: null };

interface Answer {
  idx: number;
  status: SendResult['status'];
  id: number;
  ask_id: number;
  user_id: number;
  receive_user_id: number;
  type: RecordRow['type'];
  text: string | null;
  url: string | null;
  duration: number | null;
  title: string | null;
  read_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

interface Pending {
  input: SendInput;
  resolve: (result: SendResult) => void;
  reject: (error: unknown) => void;
}

function toResult(a: Answer, input: SendInput): SendResult {
  if (a.status === 'no_room' || a.status === 'bad_receiver') return { status: a.status, row: null };
  return {
    status: a.status,
    row: {
      id: a.id,
      projectId: input.projectId,
      askId: a.ask_id,
      userId: a.user_id,
      receiveUserId: a.receive_user_id,
      type: a.type,
      text: a.text,
      url: a.url,
      duration: a.duration,
      title: a.title,
      taskId: input.taskId,
      readAt: a.read_at,
      revokedAt: a.revoked_at,
      createdAt: a.created_at,
    },
  };
}

export class ChatBatchWriter {
  private readonly queues = new Map<number, Pending[]>();
  private inFlight = 0;
  /** Rooms (ids are unique across projects) with a batch being written. */
  private readonly busyRooms = new Set<number>();

  constructor(private readonly db: Database) {}

  send(input: SendInput): Promise<SendResult> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(input.projectId);
      if (queue) queue.push({ input, resolve, reject });
      else this.queues.set(input.projectId, [{ input, resolve, reject }]);
      this.pump();
    });
  }

  /**
   * Starts batches while there is room in flight; called on every send and every finish. A room
   * with a batch in flight waits for it (its messages keep their order and a resent task id is
   * seen by the batch after the first).
   */
  private pump(): void {
    for (const [projectId, queue] of this.queues) {
      if (this.inFlight >= MAX_IN_FLIGHT) return;
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      const held = new Set<number>();
      for (const p of queue) {
        const room = p.input.askId;
        if (batch.length < MAX_BATCH && !this.busyRooms.has(room) && !held.has(room)) batch.push(p);
        else {
          rest.push(p);
          held.add(room);
        }
      }
      if (batch.length === 0) continue;
      if (rest.length === 0) this.queues.delete(projectId);
      else this.queues.set(projectId, rest);
      const rooms = new Set(batch.map((p) => p.input.askId));
      for (const room of rooms) this.busyRooms.add(room);
      this.inFlight++;
      void this.write(projectId, batch).then((settle) => {
        for (const room of rooms) this.busyRooms.delete(room);
        this.inFlight--;
        // The next batch goes to the database first; then this batch's senders continue (their
        // answers and pushes), so the database and this process work at the same time.
        this.pump();
        settle();
      });
    }
  }

  /** Writes a batch; answers how to settle its senders (called after the next batch is sent). */
  private async write(projectId: number, batch: Pending[]): Promise<() => void> {
    // Stable sort by room: same lock order in every batch; one room's messages keep their order.
    const items = batch
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.input.askId - b.p.input.askId || a.i - b.i);
    const col = <K extends keyof SendInput>(k: K) => items.map(({ p }) => p.input[k]);
    try {
      const result = await this.db.pool.query<Answer>({
        name: 'chat_send_batch_v1',
        text: SQL,
        values: [
          projectId,
          col('askId'),
          col('userId'),
          col('receiveUserId'),
          col('type'),
          col('text'),
          col('url'),
          col('duration'),
          col('title'),
          col('taskId'),
        ],
      });
      const answers = new Map(result.rows.map((a) => [a.idx, a]));
      return () =>
        items.forEach(({ p }, k) => {
          const a = answers.get(k + 1);
          if (a) p.resolve(toResult(a, p.input));
          else p.reject(new Error('kanghu_send_ask_records answered nothing for an item'));
        });
    } catch (error) {
      // One bad item must not fail the others: write them one by one (each fails alone).
      if (batch.length === 1) return () => (batch[0] as Pending).reject(error);
      for (const p of batch) (await this.write(projectId, [p]))();
      return () => undefined;
    }
  }
}
