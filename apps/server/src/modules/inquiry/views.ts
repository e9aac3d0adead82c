import { INQUIRY_STATE_TEXT, type InquiryOrderView, type InquiryState, maskPhone } from '@kanghu/shared';
import type { OrderWithNames } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function orderView({
  order,
  patientName,
  doctorName,
  doctorUserId,
}: OrderWithNames): InquiryOrderView {
  const state = order.state as InquiryState;
  return {
    id: order.id,
    orderNo: order.orderNo,
    userId: order.userId,
    patientId: order.patientId,
    patientName,
    doctorId: order.doctorId,
    doctorName,
    doctorUserId,
    inquiryType: order.inquiryType,
    describe: order.describe,
    imageList: order.imageList,
    tel: order.tel ? maskPhone(order.tel) : null,
    startTime: iso(order.startTime),
    endTime: iso(order.endTime),
    price: order.price,
    isUseCard: order.isUseCard,
    userCardId: order.userCardId,
    state,
    stateText: INQUIRY_STATE_TEXT[state],
    refundMoney: order.refundMoney,
    refundReason: order.refundReason,
    closeReason: order.closeReason,
    paidAt: iso(order.paidAt),
    acceptedAt: iso(order.acceptedAt),
    finishedAt: iso(order.finishedAt),
    createdAt: order.createdAt.toISOString(),
  };
}
