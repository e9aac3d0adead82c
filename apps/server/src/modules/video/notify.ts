import { type ConsultView, chinaDateTime, consultReminderText } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { insertSystemMessage } from '../messages/repo.ts';
import type { ConsultRow } from './repo.ts';

/** Link of a reminder: the consultation screen opens the room from there. */
export const CONSULT_LINK = '/remote/consulation';

/** REMOTE_VIDEO_CONSULTATION to each member (a failed push never fails the caller). */
export async function notifyMembers(
  ctx: Pick<OpenCtx, 'push' | 'log'>,
  members: number[],
  view: Pick<ConsultView, 'id' | 'roomCode' | 'title' | 'startTime'>,
  event: 'created' | 'soon' | 'ended',
): Promise<void> {
  for (const userId of members) {
    try {
      await ctx.push(userId, 'REMOTE_VIDEO_CONSULTATION', {
        consultationId: view.id,
        roomCode: view.roomCode,
        title: view.title,
        startTime: view.startTime,
        event,
      });
    } catch (err) {
      ctx.log.warn({ err, consultationId: view.id }, 'video consultation push failed');
    }
  }
}

/** The reminder of one consultation as system messages of its members (not the host). */
export async function storeReminders(
  tx: Tx,
  row: ConsultRow,
  members: number[],
  soon: boolean,
): Promise<void> {
  const content = consultReminderText(row.title, chinaDateTime(row.startTime), soon);
  for (const userId of members) {
    await insertSystemMessage(tx, row.projectId, {
      userId,
      kind: 'video',
      title: '远程会诊提醒',
      content,
      link: `${CONSULT_LINK}?id=${row.id}`,
      data: { consultationId: row.id },
    });
  }
}
