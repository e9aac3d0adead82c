import type { OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { insertSystemMessage, type NewSystemMessage, type SystemMessageRow } from '../messages/repo.ts';
import { boundUsers } from '../patients/repo.ts';

/** The patient's side of the follow screens (the message links there). */
export const PATIENT_FOLLOW_LINK = '/health/patient/follow/programme/intervene/detail';
export const PATIENT_APPOINT_LINK = '/health/patient/follow/programme/intervene/appointment/history';
export const DOCTOR_PLAN_LINK = '/health/doctor/patient/follow/plan/detail';

/**
 * Stores system messages inside the caller's transaction (so they commit with what they announce,
 * or not at all); `pushStored` tells the sockets after the commit.
 */
export async function storeMessages(
  tx: Tx,
  projectId: number,
  messages: NewSystemMessage[],
): Promise<SystemMessageRow[]> {
  const rows: SystemMessageRow[] = [];
  for (const m of messages) rows.push(await insertSystemMessage(tx, projectId, { kind: 'follow', ...m }));
  return rows;
}

/** Messages for every account bound to the patient. */
export async function toPatientAccounts(
  tx: Tx,
  patientId: number,
  message: Omit<NewSystemMessage, 'userId'>,
): Promise<NewSystemMessage[]> {
  return (await boundUsers(tx, patientId)).map((userId) => ({ ...message, userId }));
}

/** Realtime SYSTEM_MSG for stored messages; a failed push never fails the caller (the list has them). */
export async function pushStored(
  ctx: Pick<OpenCtx, 'push' | 'log'>,
  rows: SystemMessageRow[],
): Promise<void> {
  for (const row of rows) {
    try {
      await ctx.push(row.userId, 'SYSTEM_MSG', { id: row.id, title: row.title });
    } catch (err) {
      ctx.log.warn({ err, messageId: row.id }, 'follow message push failed');
    }
  }
}
