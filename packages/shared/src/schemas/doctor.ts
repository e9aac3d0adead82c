import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { page } from './envelope.ts';
import { centsField } from './money-field.ts';

/** Doctor wallet (screens /health/doctor/wallet/income, withdraw, bank). Money in cents. */
export const WALLET_ENTRY_KINDS = ['income', 'withdrawal', 'refund_reversal'] as const;
export const WALLET_ENTRY_TEXT: Record<(typeof WALLET_ENTRY_KINDS)[number], string> = {
  income: '问诊收入',
  withdrawal: '提现',
  refund_reversal: '退款冲正',
};
/** Smallest withdrawal, cents. */
export const MIN_WITHDRAW_CENTS = 100;

export const walletBankBody = z.object({
  bankName: z
    .string({ error: '请填写开户银行' })
    .trim()
    .min(1, '请填写开户银行')
    .max(50, '开户银行不能超过50个字'),
  bankCard: z
    .string({ error: '请填写银行卡号' })
    .trim()
    .regex(/^\d{12,19}$/, '银行卡号格式有误'),
  bankUserName: z
    .string({ error: '请填写持卡人' })
    .trim()
    .min(1, '请填写持卡人')
    .max(50, '持卡人不能超过50个字'),
  bankAddress: z.string().trim().max(100, '开户地址不能超过100个字').optional(),
});
export type WalletBankBody = z.infer<typeof walletBankBody>;

export const walletBankView = z.object({
  bankName: z.string().nullable(),
  /** Masked. */
  bankCard: z.string().nullable(),
  bankUserName: z.string().nullable(),
  bankAddress: z.string().nullable(),
});

export const walletView = z.object({
  /** Cents; always the sum of the entries. */
  balance: z.number().int(),
  totalIncome: z.number().int(),
  totalWithdrawn: z.number().int(),
  bank: walletBankView,
});
export type WalletView = z.infer<typeof walletView>;

export const walletEntryView = z.object({
  id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  kindText: z.string(),
  amount: z.number().int(),
  orderId: z.number().int().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export const walletEntryPage = page(walletEntryView);

export const walletEntriesQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(20),
  kind: z.enum(WALLET_ENTRY_KINDS, { error: '明细类型有误' }).optional(),
});

export const withdrawBody = z.object({
  amount: centsField('提现金额').min(MIN_WITHDRAW_CENTS, `提现金额不能少于${MIN_WITHDRAW_CENTS / 100}元`),
});

/** Doctor profile (GET/PUT /api/doctor/:id). */
export const doctorProfileView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  intro: z.string().nullable(),
  goodAt: z.string().nullable(),
  photo: z.string().nullable(),
  isShow: z.boolean(),
  orgId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  isAssistant: z.boolean(),
});
export type DoctorProfileView = z.infer<typeof doctorProfileView>;

export const updateDoctorBody = z.object({
  name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字').optional(),
  title: z.string().trim().max(50, '职称不能超过50个字').optional(),
  intro: z.string().trim().max(2000, '简介不能超过2000个字').optional(),
  goodAt: z.string().trim().max(500, '擅长不能超过500个字').optional(),
  photo: z.string().trim().max(500, '头像地址过长').optional(),
  isShow: z.boolean({ error: 'isShow须为布尔值' }).optional(),
});

export const doctorListQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(10),
  departmentId: z.coerce.number({ error: '科室有误' }).int('科室有误').positive('科室有误').optional(),
  search: z.string().trim().max(50, '搜索内容过长').optional(),
  isShow: z.enum(['0', '1'], { error: 'isShow有误' }).optional(),
});

/** "HH:MM-HH:MM" with start before end. */
export const segmentField = z
  .string({ error: '时间段格式有误' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, '时间段格式有误')
  .refine((s) => s.slice(0, 5) < s.slice(6), '时间段开始须早于结束');

export const inquiryFunctionBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  doctorId: z.coerce.number({ error: '医生有误' }).int('医生有误').positive('医生有误').optional(),
  inquiryType: z.coerce
    .number({ error: '问诊类型有误' })
    .int('问诊类型有误')
    .refine((v) => [1, 2, 3].includes(v), '问诊类型有误'),
  isFree: z.boolean({ error: 'isFree须为布尔值' }).default(false),
  isOnlySecond: z.boolean({ error: 'isOnlySecond须为布尔值' }).default(false),
  isOpen: z.boolean({ error: 'isOpen须为布尔值' }).default(true),
  numPerDay: z
    .number({ error: '每日接诊数须为数字' })
    .int('每日接诊数须为整数')
    .min(0, '每日接诊数不能为负数')
    .max(1000, '每日接诊数不能超过1000')
    .default(0),
  price: centsField('价格'),
  segmentList: z.array(segmentField).max(24, '时间段不能超过24个').default([]),
});
export type InquiryFunctionBody = z.infer<typeof inquiryFunctionBody>;

export const inquiryFunctionView = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  inquiryType: z.number().int(),
  isFree: z.boolean(),
  isOnlySecond: z.boolean(),
  isOpen: z.boolean(),
  numPerDay: z.number().int(),
  price: z.number().int(),
  segmentList: z.array(z.string()),
});

export const dateField = z
  .string({ error: '日期格式有误' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), '日期格式有误');

/** Online or offline schedule (default offline). */
export const scheduleKindField = z.enum(['online', 'offline'], { error: '排班类型有误' }).default('offline');

/** One time segment of a schedule or a segment template: its slots and registration fee. */
export const scheduleSlotsItem = z.object({
  segment: segmentField,
  slots: z
    .number({ error: '号源数有误' })
    .int('号源数有误')
    .min(1, '号源数至少为1')
    .max(200, '号源数不能超过200'),
  price: centsField('挂号费').default(0),
});

export const scheduleBody = z.object({
  date: dateField,
  kind: scheduleKindField,
  segmentList: z.array(scheduleSlotsItem).max(24, '时间段不能超过24个'),
});

export const scheduleView = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  date: z.string(),
  segment: z.string(),
  kind: z.enum(['online', 'offline']),
  slots: z.number().int(),
  booked: z.number().int(),
  price: z.number().int(),
});

/** A page of the doctor list (GET /api/doctor). */
export const doctorPage = page(doctorProfileView);
/** GET /api/doctor/user/:userId. */
export const doctorUserParams = z.object({ userId: rowIdField });
/** GET /api/doctor/inquiry/function/doctor/:doctorId/type/:type. */
export const doctorFunctionTypeParams = z.object({ doctorId: rowIdField, type: rowIdField });
/** The inquiry function of one type, or null when the doctor has not set it up. */
export const inquiryFunctionOrNull = inquiryFunctionView.nullable();
/** GET /api/doctor/inquiry/schedule/doctor/date/:doctorId. */
export const doctorIdParams = z.object({ doctorId: rowIdField });
export const scheduleDateQuery = z.object({ date: dateField });
export const scheduleList = z.array(scheduleView);
export type InquiryFunctionView = z.infer<typeof inquiryFunctionView>;
export type ScheduleView = z.infer<typeof scheduleView>;
export type ScheduleBody = z.infer<typeof scheduleBody>;
export type UpdateDoctorBody = z.infer<typeof updateDoctorBody>;
export type DoctorListQuery = z.infer<typeof doctorListQuery>;
