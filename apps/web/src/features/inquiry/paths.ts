import { INQUIRY_TOPIC_MAX } from '@kanghu/shared';

/** Screens of the patient's inquiry journey. */
export const INQUIRY_PATHS = {
  serviceInfo: '/health/patient/inquiry/service/info',
  pay: '/health/patient/inquiry/pay',
  paySuccess: '/health/patient/inquiry/pay/success',
  orderList: '/health/order/inquiry/list',
  orderDetail: '/health/order/inquiry/detail',
  photo: '/health/patient/inquiry/photo',
  reserve: '/health/patient/inquiry/reserve',
  recipe: '/health/order/recipe',
  test: '/health/order/inquiry/test',
  questionSelect: '/health/question/select',
} as const;

export const doctorInfoPath = (doctorId: number, topic?: string | null) =>
  `${INQUIRY_PATHS.serviceInfo}?doctorId=${doctorId}${topic ? `&topic=${encodeURIComponent(topic)}` : ''}`;
export const payPath = (orderId: number) => `${INQUIRY_PATHS.pay}?id=${orderId}`;
/** The doctor list carrying the chosen question (disease · topic) into the inquiry form. */
export const topicDoctorsPath = (topic: string) =>
  `${INQUIRY_PATHS.serviceInfo}?topic=${encodeURIComponent(topic)}`;
export const photoPath = (orderId: number) => `${INQUIRY_PATHS.photo}?id=${orderId}`;
export const reservePath = (doctorId: number) => `${INQUIRY_PATHS.reserve}?doctorId=${doctorId}`;
export const recipePath = (orderId: number) => `${INQUIRY_PATHS.recipe}?id=${orderId}`;
export const testPath = (orderId: number) => `${INQUIRY_PATHS.test}?id=${orderId}`;
export const orderDetailPath = (orderId: number) => `${INQUIRY_PATHS.orderDetail}?id=${orderId}`;

/** The positive integer query parameter `name`, or null. */
export function idParam(params: URLSearchParams, name = 'id'): number | null {
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The question chosen on /health/question/select (?topic=), trimmed to INQUIRY_TOPIC_MAX; or null. */
export function topicParam(params: URLSearchParams): string | null {
  const topic = params.get('topic')?.trim() ?? '';
  return topic ? topic.slice(0, INQUIRY_TOPIC_MAX) : null;
}
