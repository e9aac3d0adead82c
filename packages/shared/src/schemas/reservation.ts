import { z } from 'zod';
import { rowIdField } from './auth.ts';
import { dateField } from './doctor.ts';
import { page } from './envelope.ts';
import { centsField } from './money-field.ts';

/**
 * Appointment registrations (spec 3 section 3): created -> paid -> completed; created|paid ->
 * cancelled (a paid online payment is refunded). Offline-pay registrations are completed from
 * created by the doctor. A (doctor, date, segment, slot) is held by one active registration.
 */
export const RESERVATION_STATES = ['created', 'paid', 'cancelled', 'completed'] as const;
export const RESERVATION_STATE_TEXT: Record<(typeof RESERVATION_STATES)[number], string> = {
  created: '待支付',
  paid: '已预约',
  cancelled: '已取消',
  completed: '已就诊',
};

const hhmm = z.string({ error: '时间格式有误' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式有误');

export const createReservationBody = z.object({
  appointDate: dateField,
  departmentId: rowIdField.optional(),
  doctorId: rowIdField,
  startTime: hhmm,
  endTime: hhmm,
  orgId: rowIdField.optional(),
  price: centsField('挂号费'),
  patientId: rowIdField,
  isOfflinePay: z.boolean({ error: 'isOfflinePay须为布尔值' }).default(false),
});
export type CreateReservationBody = z.infer<typeof createReservationBody>;

export const reservationView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string().nullable(),
  doctorId: z.number().int(),
  doctorName: z.string().nullable(),
  orgId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  appointDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  slot: z.number().int(),
  price: z.number().int(),
  isOfflinePay: z.boolean(),
  state: z.enum(RESERVATION_STATES),
  stateText: z.string(),
  createdAt: z.string(),
});
export type ReservationView = z.infer<typeof reservationView>;
export const reservationPage = page(reservationView);

export const reservationQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(100, '每页条数不能超过100')
    .default(10),
  state: z.enum(RESERVATION_STATES, { error: '预约状态有误' }).optional(),
});
