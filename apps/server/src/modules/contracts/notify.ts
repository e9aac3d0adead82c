import { TERMINATE_REASONS, type TerminateReason } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { insertSystemMessage, type SystemMessageRow } from '../messages/repo.ts';
import type { ContractRow } from './repo.ts';
import { residentAccounts } from './repo.ts';

/** Where a message opens: the resident's signing screen, the doctor's contract detail. */
export const RESIDENT_SIGN_LINK = (patientId: number) => `/health/patient/pre/sign?patientId=${patientId}`;
export const DOCTOR_SIGN_LINK = (contractId: number) => `/health/doctor/sign/detail?id=${contractId}`;

export interface ContractParties {
  patientName: string;
  doctorName: string;
  doctorUserId: number;
}

type Event = 'offered' | 'awaitingDoctor' | 'signed' | 'terminated' | 'renewalDue';

interface Note {
  title: string;
  content: string;
}

function notesOf(event: Event, row: ContractRow, p: ContractParties): { doctor?: Note; resident?: Note } {
  const term = `${row.startDate}至${row.endDate}`;
  const pair = `${p.patientName}与${p.doctorName}的家庭医生签约`;
  switch (event) {
    case 'offered':
      return {
        resident: {
          title: '家庭医生签约待确认',
          content: `${p.doctorName}邀请${p.patientName}签约家庭医生服务（${row.servicePacks.join('、')}，${term}），请确认。`,
        },
      };
    case 'awaitingDoctor':
      return {
        doctor: { title: '签约待确认', content: `居民${p.patientName}的家庭医生签约（${term}）等待您确认。` },
      };
    case 'signed':
      return {
        doctor: { title: '签约已生效', content: `居民${p.patientName}的家庭医生签约已生效（${term}）。` },
        resident: { title: '签约已生效', content: `${pair}已生效（${term}）。` },
      };
    case 'terminated': {
      const reason = TERMINATE_REASONS[row.terminateReason as TerminateReason] ?? '';
      const note = { title: '签约已解约', content: `${pair}已解约，原因：${reason}。` };
      return { doctor: note, resident: note };
    }
    case 'renewalDue':
      return {
        doctor: {
          title: '签约即将到期',
          content: `居民${p.patientName}的家庭医生签约将于${row.endDate}到期，请联系居民续约。`,
        },
        resident: { title: '签约即将到期', content: `${pair}将于${row.endDate}到期，请及时续约。` },
      };
  }
}

/**
 * Writes the system messages of a contract event in the caller's transaction (so an event and its
 * messages commit together, once); the acting user is not told what they did themselves.
 * Answers the rows to push after the commit (`pushNotes`).
 */
export async function writeNotes(
  tx: Tx,
  projectId: number,
  event: Event,
  row: ContractRow,
  parties: ContractParties,
  actorUserId: number | null,
): Promise<SystemMessageRow[]> {
  const notes = notesOf(event, row, parties);
  const out: SystemMessageRow[] = [];
  if (notes.doctor && parties.doctorUserId !== actorUserId) {
    out.push(
      await insertSystemMessage(tx, projectId, {
        userId: parties.doctorUserId,
        kind: 'contract',
        ...notes.doctor,
        link: DOCTOR_SIGN_LINK(row.id),
        data: { contractId: row.id, event },
      }),
    );
  }
  if (notes.resident) {
    for (const userId of await residentAccounts(tx, row.patientId)) {
      if (userId === actorUserId) continue;
      out.push(
        await insertSystemMessage(tx, projectId, {
          userId,
          kind: 'contract',
          ...notes.resident,
          link: RESIDENT_SIGN_LINK(row.patientId),
          data: { contractId: row.id, event },
        }),
      );
    }
  }
  return out;
}

/** SYSTEM_MSG to each recipient after the commit; a failed push is logged (the message is kept). */
export async function pushNotes(ctx: Pick<OpenCtx, 'push' | 'log'>, rows: SystemMessageRow[]): Promise<void> {
  for (const row of rows) {
    try {
      await ctx.push(row.userId, 'SYSTEM_MSG', { id: row.id, title: row.title });
    } catch (err) {
      ctx.log.error({ err, messageId: row.id }, 'system message push failed');
    }
  }
}
