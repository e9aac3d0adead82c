import { PUSH_SMS_SCENES } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import type { SmsProvider } from '../auth/sms/provider.ts';
import { anyDoctor } from './access.ts';
import type { WechatTemplateSender } from './push-providers.ts';
import { accountsOf, claimPush, insertDelivery, insertPushMessage, targetPatients } from './push-repo.ts';

export const PATIENT_PUSH_QUEUE = 'patient-push';

/** The per-app channels of pushes: SMS, WeChat templates, and the job that sends timed ones. */
export interface PushChannels {
  sms: SmsProvider;
  wechat: WechatTemplateSender;
  schedule(projectId: number, pushId: number, at: Date): Promise<void>;
}

/** What delivery needs of a context (a request's, or the job's). */
export type DeliveryCtx = Pick<OpenCtx, 'projectId' | 'inTenant' | 'push' | 'log' | 'now'>;

/**
 * Delivers a push once: the state moves scheduled -> sent in the same transaction that stores a
 * system message per account of each patient and a delivery row per patient, so a job that runs
 * twice delivers nothing the second time. Realtime, SMS and WeChat go out after the commit.
 */
export async function deliverPush(
  ctx: DeliveryCtx,
  channels: PushChannels,
  pushId: number,
): Promise<boolean> {
  const { projectId } = ctx;
  const outcome = await ctx.inTenant(async (tx) => {
    const push = await claimPush(tx, pushId);
    if (!push) return null;
    const doctor = await anyDoctor(tx, push.doctorId);
    const targets = await targetPatients(tx, doctor, push);
    const accounts = await accountsOf(
      tx,
      targets.map((t) => t.id),
    );
    const { title, content } = push.templateData;
    const messages: Array<{ userId: number; id: number }> = [];
    const sms: Array<{ tel: string }> = [];
    const wechatUsers = new Set<number>();
    for (const patient of targets) {
      const mine = accounts.filter((a) => a.patientId === patient.id);
      const smsSent = push.msgType === 2 && !!patient.tel;
      if (smsSent && patient.tel) sms.push({ tel: patient.tel });
      if (mine.length === 0) {
        await insertDelivery(tx, { projectId, pushId, patientId: patient.id, smsSent });
        continue;
      }
      for (const [i, a] of mine.entries()) {
        const id = await insertPushMessage(tx, {
          projectId,
          userId: a.userId,
          kind: 'push',
          title,
          content,
          data: {
            pushId,
            patientId: patient.id,
            patientName: patient.name,
            doctorName: doctor.name,
            weChatUrl: push.weChatUrl,
          },
        });
        messages.push({ userId: a.userId, id });
        const wechatSent = push.msgType === 3;
        if (wechatSent) wechatUsers.add(a.userId);
        await insertDelivery(tx, {
          projectId,
          pushId,
          patientId: patient.id,
          userId: a.userId,
          systemMessageId: id,
          smsSent: smsSent && i === 0,
          wechatSent,
        });
      }
    }
    const sign = push.smsSceneKey ? (PUSH_SMS_SCENES[push.smsSceneKey] ?? '') : '';
    return { push, messages, sms, wechatUsers: [...wechatUsers], text: `【${sign}】${title}：${content}` };
  });
  if (!outcome) return false;
  const { push, messages, sms, wechatUsers, text } = outcome;
  const { title, content } = push.templateData;
  const results = await Promise.allSettled([
    ...messages.map((m) => ctx.push(m.userId, 'SYSTEM_MSG', { id: m.id, title })),
    ...sms.map((s) => channels.sms.send(s.tel, text)),
    ...wechatUsers.map((u) => channels.wechat.send(u, title, content, push.weChatUrl)),
  ]);
  for (const r of results)
    if (r.status === 'rejected') ctx.log.error({ err: r.reason, pushId }, 'patient push delivery failed');
  return true;
}
