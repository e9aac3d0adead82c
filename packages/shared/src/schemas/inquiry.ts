import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { page } from './envelope.ts';
import { centsField } from './money-field.ts';

/**
 * Inquiry orders (spec 3 sections 3 and 4). State machine (server: modules/inquiry/state-machine.ts):
 *
 *   created --pay--> paid --accept--> accepted --start--> in_progress --complete--> completed
 *   created --cancel--> cancelled          created --timeout (INQUIRY_UNPAID_TIMEOUT_SECONDS)--> closed
 *   paid|accepted --refund--> refund_requested --approve--> refunded
 *   refund_requested --refund_cancel|refund_reject--> back to the state it came from
 */
export const INQUIRY_STATES = [
  'created',
  'paid',
  'accepted',
  'in_progress',
  'completed',
  'cancelled',
  'closed',
  'refund_requested',
  'refunded',
] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const INQUIRY_STATE_TEXT: Record<InquiryState, string> = {
  created: '待支付',
  paid: '待接诊',
  accepted: '已接诊',
  in_progress: '问诊中',
  completed: '已完成',
  cancelled: '已取消',
  closed: '已关闭',
  refund_requested: '退款中',
  refunded: '已退款',
};

/** An unpaid order is closed automatically after this long (pg-boss job). */
export const INQUIRY_UNPAID_TIMEOUT_SECONDS = 15 * 60;

/** Inquiry types: 1 图文问诊, 2 电话问诊, 3 视频问诊. */
export const INQUIRY_TYPES = [1, 2, 3] as const;
export const INQUIRY_TYPE_TEXT: Readonly<Record<number, string>> = {
  1: '图文问诊',
  2: '电话问诊',
  3: '视频问诊',
};
export const inquiryTypeField = z.coerce
  .number({ error: '问诊类型有误' })
  .int('问诊类型有误')
  .refine((v) => (INQUIRY_TYPES as readonly number[]).includes(v), '问诊类型有误');

const imageUrl = z.string().trim().min(1, '图片地址有误').max(500, '图片地址过长');
const timeField = z.iso.datetime({ offset: true, error: '时间格式有误' });

export const createInquiryOrderBody = z.object({
  describe: z
    .string({ error: '请描述病情' })
    .trim()
    .min(1, '请描述病情')
    .max(2000, '病情描述不能超过2000个字'),
  /** Omitted: the order goes to the grab pool. */
  doctorId: rowIdField.optional(),
  startTime: timeField.optional(),
  endTime: timeField.optional(),
  imageList: z.array(imageUrl).max(9, '最多上传9张图片').default([]),
  inquiryType: inquiryTypeField,
  patientId: rowIdField,
  /** Cents; must equal the doctor's price (pool orders: the price offered). */
  price: centsField('价格'),
  tel: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '手机号格式有误')
    .optional(),
  userCardId: rowIdField.optional(),
  /** 1/true: the inquiry is paid with a right of the user card `userCardId` (the order is free). */
  isUseCard: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'isUseCard须为布尔值' })
    .default(false)
    .transform(Boolean),
});
export type CreateInquiryOrderBody = z.infer<typeof createInquiryOrderBody>;

export const inquiryOrderQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(10),
  state: z.enum(INQUIRY_STATES, { error: '订单状态有误' }).optional(),
  patientId: rowIdField.optional(),
});
export type InquiryOrderQuery = z.infer<typeof inquiryOrderQuery>;

export const refundBody = z.object({
  orderId: rowIdField,
  refundMoney: centsField('退款金额'),
  refundReason: z
    .string({ error: '请填写退款原因' })
    .trim()
    .min(1, '请填写退款原因')
    .max(500, '退款原因不能超过500个字'),
});
export type RefundBody = z.infer<typeof refundBody>;

export const PAY_WAYS = ['sandbox', 'wechat', 'alipay'] as const;
export const payInfoQuery = z.object({
  payWay: z.enum(PAY_WAYS, { error: '支付方式有误' }).default('sandbox'),
  scene: z.enum(['h5', 'jsapi', 'app', 'native'], { error: '支付场景有误' }).default('h5'),
});
export type PayInfoQuery = z.infer<typeof payInfoQuery>;

export const payInfoView = z.object({
  paymentId: z.string(),
  payUrl: z.string(),
  amount: z.number().int(),
  provider: z.string(),
});
export type PayInfoView = z.infer<typeof payInfoView>;

export const inquiryOrderView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  doctorUserId: z.number().int().nullable(),
  inquiryType: z.number().int(),
  describe: z.string(),
  imageList: z.array(z.string()),
  /** Masked. */
  tel: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  price: z.number().int(),
  isUseCard: z.boolean(),
  userCardId: z.number().int().nullable(),
  state: z.enum(INQUIRY_STATES),
  stateText: z.string(),
  refundMoney: z.number().int().nullable(),
  refundReason: z.string().nullable(),
  closeReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryOrderView = z.infer<typeof inquiryOrderView>;

export const inquiryOrderPage = page(inquiryOrderView);

export const orderIdParams = z.object({ orderId: rowIdField });

/** The photo list of an order after photos were added. */
export const orderImagesView = z.array(z.string());

/** The sandbox gateway's page and its buttons address a payment by its public id. */
export const paymentParams = z.object({ paymentId: z.string().max(80, '支付编号有误') });

/** What a patient asks about (/health/question/select), offered with the metadata disease types. */
export const INQUIRY_TOPICS = ['症状咨询', '用药咨询', '检查报告解读', '复诊开药', '饮食运动指导'] as const;
/** Longest topic text carried to the inquiry form (disease · topic). */
export const INQUIRY_TOPIC_MAX = 40;
