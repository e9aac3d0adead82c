import type { Database } from '../../db/database.ts';
import type { RecordRow } from './repo.ts';

/**
 * The chat hot path: room check, INSERT and room UPDATE in ONE round trip, through the
 * security-invoker function kanghu_send_ask_record (migration 0005). The function sets
 * app.project_id for its own transaction first, so row-level security applies to every statement
 * inside exactly as in `Database.tenant`; a wrong project sees no room (fails closed). The
 * second sanctioned exception to "tenant tables only through Database.tenant" (the first is
 * devices/fast-insert.ts). db.tenant costs six round trips for the same work.
 */
const SQL = 'select * from kanghu_send_ask_record($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

export interface FastSendInput {
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

type FastSendResult =
  | { status: 'created' | 'existing'; row: RecordRow }
  | { status: 'no_room' | 'bad_receiver'; row: null };

interface Answer {
  status: FastSendResult['status'];
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

export async function sendRecordFast(db: Database, input: FastSendInput): Promise<FastSendResult> {
  const result = await db.pool.query<Answer>({
    name: 'chat_send_v1',
    text: SQL,
    values: [
      input.projectId,
      input.askId,
      input.userId,
      input.receiveUserId,
      input.type,
      input.text,
      input.url,
      input.duration,
      input.title,
      input.taskId,
    ],
  });
  const a = result.rows[0];
  if (!a) throw new Error('kanghu_send_ask_record answered nothing');
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
