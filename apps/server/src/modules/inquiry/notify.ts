import type { InquiryOrderView } from '@kanghu/shared';
import type { OpenCtx } from '../../core/context.ts';
import { systemNotice } from '../chat/service.ts';
import type { OrderWithNames } from './repo.ts';
import { orderView } from './views.ts';

type Pusher = Pick<OpenCtx, 'push'>;

/** INQUIRY_STATE to both parties, after the change is committed. */
export async function pushState(ctx: Pusher, row: OrderWithNames): Promise<void> {
  const view = orderView(row);
  const data = {
    id: view.id,
    orderNo: view.orderNo,
    state: view.state,
    stateText: view.stateText,
    doctorId: view.doctorId,
    patientId: view.patientId,
  };
  const targets = new Set([row.order.userId, ...(row.doctorUserId ? [row.doctorUserId] : [])]);
  await Promise.all([...targets].map((userId) => ctx.push(userId, 'INQUIRY_STATE', data)));
}

/** A system notice in the chat room of the order's two parties. */
export async function notice(ctx: OpenCtx, view: InquiryOrderView, text: string): Promise<void> {
  if (view.doctorUserId !== null) await systemNotice(ctx, view.doctorUserId, view.userId, text);
}
