import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { inquiryTypeField } from './inquiry.ts';
import { centsField } from './money-field.ts';

/**
 * Service-card packages (spec 3 section 3) and the cards users buy. A bought card (user card) is
 * `unpaid` until the provider's notify (or at once when free), then `active`; an unpaid one can be
 * cancelled (its stock comes back). Its rights are N inquiries per inquiry type.
 */
export const USER_CARD_STATES = ['unpaid', 'active', 'cancelled'] as const;
export type UserCardState = (typeof USER_CARD_STATES)[number];
export const USER_CARD_STATE_TEXT: Record<UserCardState, string> = {
  unpaid: '待支付',
  active: '已生效',
  cancelled: '已取消',
};

/** expiryDateType: 1 a fixed date range, 2 limitDay days from the purchase. */
export const CARD_EXPIRY_FIXED = 1;
export const CARD_EXPIRY_DAYS = 2;
export const CARD_MAX_RIGHTS = 10;
/** An unpaid card order older than this is closed (lazily) and its stock returned. */
export const CARD_UNPAID_TIMEOUT_SECONDS = 15 * 60;
export const CARD_MAX_RIGHT_NUM = 999;

const flag = (label: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label}须为0或1` }).transform(Boolean);
const timeField = z.iso.datetime({ offset: true, error: '时间格式有误' });

export const cardInterest = z.object({
  inquiryType: inquiryTypeField,
  name: z
    .string({ error: '请填写权益名称' })
    .trim()
    .min(1, '请填写权益名称')
    .max(50, '权益名称不能超过50个字'),
  num: z
    .number({ error: '权益次数须为数字' })
    .int('权益次数须为整数')
    .min(1, '权益次数至少为1')
    .max(CARD_MAX_RIGHT_NUM, `权益次数不能超过${CARD_MAX_RIGHT_NUM}`),
});
export type CardInterestInput = z.infer<typeof cardInterest>;

export const serviceCardBody = z
  .object({
    name: z
      .string({ error: '请填写服务卡名称' })
      .trim()
      .min(1, '请填写服务卡名称')
      .max(50, '名称不能超过50个字'),
    serial: z
      .string({ error: '请填写服务卡编号' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, '编号须为1-32位字母、数字、下划线或短横线'),
    coverImage: z.string().trim().max(500, '封面地址过长').nullish(),
    intro: z.string().trim().max(2000, '介绍不能超过2000个字').nullish(),
    interestList: z
      .array(cardInterest)
      .min(1, '请至少设置一项权益')
      .max(CARD_MAX_RIGHTS, `权益不能超过${CARD_MAX_RIGHTS}项`)
      .refine((l) => new Set(l.map((i) => i.inquiryType)).size === l.length, '同一问诊类型只能设置一项权益'),
    price: centsField('价格'),
    isFree: flag('isFree').default(false),
    isOpen: flag('isOpen').default(true),
    isLimitStock: flag('isLimitStock').default(false),
    stockNum: z
      .number({ error: '库存须为数字' })
      .int('库存须为整数')
      .min(0, '库存不能为负数')
      .max(1_000_000, '库存超出范围')
      .default(0),
    isForever: flag('isForever').default(true),
    expiryDateType: z
      .union([z.literal(CARD_EXPIRY_FIXED), z.literal(CARD_EXPIRY_DAYS)], { error: '有效期类型有误' })
      .nullish(),
    expiryStartTime: timeField.nullish(),
    expiryEndTime: timeField.nullish(),
    limitDay: z
      .number({ error: '有效天数须为数字' })
      .int('有效天数须为整数')
      .min(1, '有效天数至少为1')
      .max(3650, '有效天数不能超过3650')
      .nullish(),
    tel: z.string().trim().max(20, '联系电话过长').nullish(),
  })
  .superRefine((b, ctx) => {
    if (!b.isFree && b.price <= 0)
      ctx.addIssue({ code: 'custom', message: '收费服务卡的价格须大于0', path: ['price'] });
    if (b.isForever) return;
    if (b.expiryDateType === CARD_EXPIRY_FIXED) {
      if (!b.expiryStartTime || !b.expiryEndTime)
        ctx.addIssue({ code: 'custom', message: '请设置有效期起止时间', path: ['expiryEndTime'] });
      else if (Date.parse(b.expiryEndTime) <= Date.parse(b.expiryStartTime))
        ctx.addIssue({ code: 'custom', message: '有效期结束时间须晚于开始时间', path: ['expiryEndTime'] });
    } else if (b.expiryDateType === CARD_EXPIRY_DAYS) {
      if (!b.limitDay) ctx.addIssue({ code: 'custom', message: '请设置有效天数', path: ['limitDay'] });
    } else {
      ctx.addIssue({ code: 'custom', message: '请设置有效期类型', path: ['expiryDateType'] });
    }
  });
export type ServiceCardBody = z.infer<typeof serviceCardBody>;

export const serviceCardQuery = z.object({
  isOpen: z.enum(['0', '1'], { error: 'isOpen须为0或1' }).optional(),
});

export const serviceCardView = z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  coverImage: z.string().nullable(),
  intro: z.string().nullable(),
  interestList: z.array(z.object({ inquiryType: z.number().int(), name: z.string(), num: z.number().int() })),
  price: z.number().int(),
  isFree: z.boolean(),
  isOpen: z.boolean(),
  isLimitStock: z.boolean(),
  stockNum: z.number().int(),
  isForever: z.boolean(),
  expiryDateType: z.number().int().nullable(),
  expiryStartTime: z.string().nullable(),
  expiryEndTime: z.string().nullable(),
  limitDay: z.number().int().nullable(),
  tel: z.string().nullable(),
});
export type ServiceCardView = z.infer<typeof serviceCardView>;

export const cardOrderBody = z.object({
  cardId: rowIdField,
  /** Cents; must equal the package's price (0 when free). */
  price: centsField('价格'),
  /** Optional; when given it must be the signed-in account. */
  userId: rowIdField.optional(),
});
export type CardOrderBody = z.infer<typeof cardOrderBody>;

export const cardOrderQuery = z.object({
  state: z.enum(USER_CARD_STATES, { error: '状态有误' }).optional(),
  /** 1: active, unexpired cards that still have a right of this inquiry type. */
  usableFor: inquiryTypeField.optional(),
});
export type CardOrderQuery = z.infer<typeof cardOrderQuery>;

export const userCardRightView = z.object({
  inquiryType: z.number().int(),
  name: z.string(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

export const userCardView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  cardId: z.number().int(),
  name: z.string(),
  coverImage: z.string().nullable(),
  price: z.number().int(),
  state: z.enum(USER_CARD_STATES),
  stateText: z.string(),
  /** Active and inside its validity. */
  usable: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  rights: z.array(userCardRightView),
});
export type UserCardView = z.infer<typeof userCardView>;

/** Equity card (元梦) of a patient. */
export const equityCardView = z.object({
  patientId: z.number().int(),
  provider: z.string(),
  /** none: not opened yet. */
  state: z.enum(['none', 'active', 'refunded']),
  stateText: z.string(),
  cardNo: z.string().nullable(),
  expireAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** True when the card is (or would be) the development provider's: a local simulation, labelled. */
  simulated: z.boolean(),
});
export type EquityCardView = z.infer<typeof equityCardView>;

export const equityPageView = z.object({
  url: z.string(),
  provider: z.string(),
  /** True for the development provider (a local simulation page). */
  simulated: z.boolean(),
});
export type EquityPageView = z.infer<typeof equityPageView>;

export const patientIdParams = z.object({ patientId: rowIdField });

/** A prescription (recipe) or test order written by the doctor on an inquiry order. */
export const PRESCRIPTION_KINDS = ['recipe', 'test'] as const;
export type PrescriptionKind = (typeof PRESCRIPTION_KINDS)[number];

const shortText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字`).nullish();

export const prescriptionBody = z.object({
  orderId: rowIdField,
  kind: z.enum(PRESCRIPTION_KINDS, { error: '类型有误' }),
  diagnosis: z.string({ error: '请填写诊断' }).trim().min(1, '请填写诊断').max(500, '诊断不能超过500个字'),
  items: z
    .array(
      z.object({
        name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(100, '名称不能超过100个字'),
        spec: shortText('规格', 100),
        usage: shortText('用法', 200),
        quantity: shortText('数量', 50),
      }),
    )
    .min(1, '请至少填写一项')
    .max(30, '不能超过30项'),
  advice: shortText('医嘱', 1000),
});
export type PrescriptionBody = z.infer<typeof prescriptionBody>;

export const prescriptionParams = z.object({
  orderId: rowIdField,
  kind: z.enum(PRESCRIPTION_KINDS, { error: '类型有误' }),
});

export const prescriptionView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(PRESCRIPTION_KINDS),
  doctorId: z.number().int(),
  doctorName: z.string().nullable(),
  patientId: z.number().int(),
  patientName: z.string().nullable(),
  diagnosis: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      spec: z.string().nullish(),
      usage: z.string().nullish(),
      quantity: z.string().nullish(),
    }),
  ),
  advice: z.string().nullable(),
  updatedAt: z.string(),
});
export type PrescriptionView = z.infer<typeof prescriptionView>;

/** Photos added to an inquiry order after it was placed (/health/patient/inquiry/photo). */
export const orderImagesBody = z.object({
  imageList: z
    .array(z.string().trim().min(1, '图片地址有误').max(500, '图片地址过长'))
    .min(1, '请上传图片')
    .max(9, '最多上传9张图片'),
});

export const serviceCardList = z.array(serviceCardView);
export const userCardList = z.array(userCardView);

/** The signed ticket of the 元梦 partner page (development provider). */
export const partnerTicketQuery = z.object({ ticket: z.string().max(600, '链接已失效') });
