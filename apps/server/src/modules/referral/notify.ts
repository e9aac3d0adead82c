import type { ReferralAction, ReferralView } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { insertSystemMessage } from '../messages/repo.ts';
import { addresseeUserIds, doctorUserIds, type ReferralRow } from './repo.ts';

/** What to push once the transaction has committed. */
export interface ReferralOutbox {
  messages: { userId: number; id: number; title: string }[];
  stateUsers: number[];
  state: Pick<ReferralView, 'id' | 'patientId' | 'referralState' | 'stateLabel'>;
}

type Event = 'create' | ReferralAction;

/** Who is told about an event (a system message) besides the realtime refresh every party gets. */
function messageOf(event: Event, v: ReferralView, actorName: string) {
  const who = `患者${v.patientName}`;
  switch (event) {
    case 'create':
      return {
        to: 'addressees',
        title: '新的转诊',
        content: `${actorName}向您转诊${who}（${v.diseaseDiagnose}）`,
      };
    case 'accept':
      return { to: 'referrer', title: '转诊已接收', content: `${actorName}已接收${who}的转诊` };
    case 'reject':
      return {
        to: 'referrer',
        title: '转诊被拒绝',
        content: `${actorName}拒绝了${who}的转诊：${v.reason ?? ''}`,
      };
    case 'complete':
      return { to: 'other', title: '转诊已完成', content: `${actorName}已完成${who}的转诊` };
    case 'cancel':
      return { to: 'addressees', title: '转诊已取消', content: `${actorName}取消了${who}的转诊` };
  }
}

/**
 * Stores the system messages of an event in the same transaction as the move (so a refused
 * move leaves none) and answers what to push after commit: REFERRAL_STATE to the referring
 * doctor, every addressee and the acceptor, so their lists refresh at once.
 */
export async function referralOutbox(
  ctx: Ctx,
  tx: Tx,
  row: ReferralRow,
  view: ReferralView,
  event: Event,
  actorName: string,
): Promise<ReferralOutbox> {
  const addressees = await addresseeUserIds(tx, row);
  const [referrer = 0] = await doctorUserIds(tx, [row.doctorId]);
  const acceptor = (await doctorUserIds(tx, [row.acceptedDoctorId]))[0] ?? null;
  const m = messageOf(event, view, actorName);
  const recipients =
    m.to === 'addressees'
      ? addressees.filter((u) => u !== referrer)
      : m.to === 'referrer'
        ? [referrer]
        : [ctx.userId === referrer ? acceptor : referrer];
  const messages: ReferralOutbox['messages'] = [];
  for (const userId of new Set(recipients)) {
    if (userId === null || userId === 0 || userId === ctx.userId) continue;
    const link = `/health/doctor/transfer/detail?id=${row.id}`;
    const msg = await insertSystemMessage(tx, ctx.projectId, {
      userId,
      title: m.title,
      content: m.content,
      link,
      kind: 'referral',
      data: { referralId: row.id },
    });
    messages.push({ userId, id: msg.id, title: msg.title });
  }
  const stateUsers = [...new Set([referrer, acceptor, ...addressees])].filter(
    (u): u is number => u !== null && u !== 0,
  );
  const { id, patientId, referralState, stateLabel } = view;
  return { messages, stateUsers, state: { id, patientId, referralState, stateLabel } };
}

/** Sends the pushes of a committed move; a failed push is logged, never undoes the move. */
export async function deliverReferralOutbox(ctx: Ctx, out: ReferralOutbox): Promise<void> {
  const sends = [
    ...out.messages.map((m) => ctx.push(m.userId, 'SYSTEM_MSG', { id: m.id, title: m.title })),
    ...out.stateUsers.map((u) => ctx.push(u, 'REFERRAL_STATE', out.state)),
  ];
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') ctx.log.error({ err: result.reason }, 'referral push failed');
  }
}
