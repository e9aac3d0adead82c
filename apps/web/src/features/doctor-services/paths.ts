/** Paths of the doctor-services screens. */
export const SERVICE_PATHS = {
  setting: '/health/doctor/inquiry/service/setting',
  grab: '/health/doctor/inquiry/grab/orders',
  middle: '/health/doctor/chat/middle',
  room: '/health/doctor/consult/room',
  notice: '/health/doctor/notice/index',
  noticeList: '/health/doctor/notice/list',
  messageDetail: '/health/doctor/message/detail',
} as const;

/** The middle page for an order's room, a user's room, or the assistant room. */
export function chatMiddlePath(target: { orderId?: number; userId?: number; assistant?: boolean }): string {
  const q = new URLSearchParams();
  if (target.orderId) q.set('orderId', String(target.orderId));
  if (target.userId) q.set('userId', String(target.userId));
  if (target.assistant) q.set('assistant', '1');
  return `${SERVICE_PATHS.middle}?${q.toString()}`;
}

export function roomPath(askId: number, orderId: number | null): string {
  return `${SERVICE_PATHS.room}?askId=${askId}${orderId ? `&orderId=${orderId}` : ''}`;
}
