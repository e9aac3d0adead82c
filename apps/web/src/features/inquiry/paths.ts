/** Screens of the patient's inquiry journey. */
export const INQUIRY_PATHS = {
  serviceInfo: '/health/patient/inquiry/service/info',
  pay: '/health/patient/inquiry/pay',
  paySuccess: '/health/patient/inquiry/pay/success',
  orderList: '/health/order/inquiry/list',
  orderDetail: '/health/order/inquiry/detail',
} as const;

export const doctorInfoPath = (doctorId: number) => `${INQUIRY_PATHS.serviceInfo}?doctorId=${doctorId}`;
export const payPath = (orderId: number) => `${INQUIRY_PATHS.pay}?id=${orderId}`;
export const orderDetailPath = (orderId: number) => `${INQUIRY_PATHS.orderDetail}?id=${orderId}`;

/** The positive integer query parameter `name`, or null. */
export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}
