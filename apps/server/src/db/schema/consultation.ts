import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { departments, orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/** Extra doctor profile fields (issue 5 section 1); one row per doctor, created on first edit. */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    photo: text('photo'),
    goodAt: text('good_at'),
    isShow: boolean('is_show').notNull().default(true),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_profiles_doctor_uq').on(t.projectId, t.doctorId)],
);

/** Inquiry function settings of a doctor (spec 3 section 3), one per inquiry type. Price in cents. */
export const inquiryFunctions = pgTable(
  'inquiry_functions',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    inquiryType: smallint('inquiry_type').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    isOnlySecond: boolean('is_only_second').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(true),
    numPerDay: integer('num_per_day').notNull().default(0),
    price: integer('price').notNull().default(0),
    segmentList: jsonb('segment_list').$type<unknown[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inquiry_functions_doctor_type_uq').on(t.projectId, t.doctorId, t.inquiryType)],
);

/** A doctor's schedule: per date and time segment, online (inquiry) or offline (visits). */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** "HH:MM-HH:MM". */
    segment: text('segment').notNull(),
    kind: text('kind', { enum: ['online', 'offline'] }).notNull(),
    /** Bookable slots in the segment. */
    slots: integer('slots').notNull().default(1),
    price: integer('price').notNull().default(0),
  },
  (t) => [uniqueIndex('doctor_schedules_uq').on(t.projectId, t.doctorId, t.date, t.segment, t.kind)],
);

/**
 * Inquiry orders (spec 3 section 3). `state` moves only through the transition table of
 * modules/inquiry/state-machine.ts. Money in integer cents.
 */
export const inquiryOrders = pgTable(
  'inquiry_orders',
  {
    ...tenantColumns(),
    orderNo: text('order_no').notNull(),
    /** The account that placed the order (owner of the patient relation). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Null while the order waits in the grab pool. */
    doctorId: integer('doctor_id').references(() => doctors.id),
    inquiryType: smallint('inquiry_type').notNull(),
    describe: text('describe').notNull(),
    imageList: jsonb('image_list').$type<string[]>().notNull().default([]),
    tel: text('tel'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    price: integer('price').notNull(),
    isUseCard: boolean('is_use_card').notNull().default(false),
    userCardId: integer('user_card_id'),
    state: text('state').notNull(),
    /** The state a refund request came from (back to it when cancelled or rejected). */
    refundFrom: text('refund_from'),
    refundMoney: integer('refund_money'),
    refundReason: text('refund_reason'),
    closeReason: text('close_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiry_orders_no_uq').on(t.projectId, t.orderNo),
    index('inquiry_orders_user_idx').on(t.projectId, t.userId, t.createdAt),
    index('inquiry_orders_doctor_idx').on(t.projectId, t.doctorId, t.state),
  ],
);

/** One payment attempt of an order through a provider (sandbox first). Amount in cents. */
export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    /** Unguessable id used in the provider page URL and callbacks. */
    publicId: text('public_id').notNull(),
    orderKind: text('order_kind', { enum: ['inquiry', 'reserve', 'service_card'] }).notNull(),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    payWay: text('pay_way').notNull(),
    scene: text('scene').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    tradeNo: text('trade_no'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_public_uq').on(t.projectId, t.publicId),
    index('payments_order_idx').on(t.projectId, t.orderKind, t.orderId),
  ],
);

/** A doctor's wallet: the row locked by withdrawals, and the bank account. */
export const doctorWallets = pgTable(
  'doctor_wallets',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    bankName: text('bank_name'),
    bankCard: text('bank_card'),
    bankUserName: text('bank_user_name'),
    bankAddress: text('bank_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_wallets_doctor_uq').on(t.projectId, t.doctorId)],
);

/** The wallet ledger: balance = sum(amount). Income positive, withdrawals and reversals negative. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    ...tenantColumns(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => doctorWallets.id),
    kind: text('kind', { enum: ['income', 'withdrawal', 'refund_reversal'] }).notNull(),
    amount: integer('amount').notNull(),
    orderId: integer('order_id'),
    remark: text('remark'),
  },
  (t) => [
    index('wallet_entries_wallet_idx').on(t.projectId, t.walletId, t.createdAt),
    // One income and one reversal per order at most.
    uniqueIndex('wallet_entries_order_uq')
      .on(t.projectId, t.walletId, t.kind, t.orderId)
      .where(sql`order_id is not null`),
  ],
);

/** Chat rooms between two users (ask); userLow < userHigh makes the pair unique. */
export const askRooms = pgTable(
  'ask_rooms',
  {
    ...tenantColumns(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id),
    /** Per-user alias of the other party: { [userId]: alias }. */
    aliases: jsonb('aliases').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('ask_rooms_pair_uq').on(t.projectId, t.userLow, t.userHigh)],
);

/**
 * Chat records: text, image (uploaded file URL), voice (with duration), system notice.
 * The hottest table: its only foreign key is the room. The project, sender and receiver are
 * implied by it (the room references its project and both users, which are never deleted, and
 * every write path takes the sender and receiver from the room's members), so the three
 * redundant foreign-key checks (a lookup and a row lock each per message) are left out.
 */
export const askRecords = pgTable(
  'ask_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    askId: integer('ask_id')
      .notNull()
      .references(() => askRooms.id),
    userId: integer('user_id').notNull(),
    receiveUserId: integer('receive_user_id').notNull(),
    type: text('type', { enum: ['text', 'image', 'voice', 'system'] }).notNull(),
    text: text('text'),
    url: text('url'),
    duration: integer('duration'),
    title: text('title'),
    /** Client task id (websocket resend); a repeat never creates a second row. */
    taskId: text('task_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('ask_records_room_idx').on(t.projectId, t.askId, t.id),
    index('ask_records_unread_idx').on(t.projectId, t.receiveUserId).where(sql`read_at is null`),
    uniqueIndex('ask_records_task_uq').on(t.projectId, t.userId, t.taskId).where(sql`task_id is not null`),
  ],
);

/** Appointment registrations (spec 3 section 3). A slot is held by at most one active one. */
export const reservations = pgTable(
  'reservations',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    orgId: integer('org_id').references(() => orgs.id),
    departmentId: integer('department_id').references(() => departments.id),
    appointDate: date('appoint_date', { mode: 'string' }).notNull(),
    segment: text('segment').notNull(),
    slot: integer('slot').notNull(),
    price: integer('price').notNull(),
    isOfflinePay: boolean('is_offline_pay').notNull().default(false),
    state: text('state', { enum: ['created', 'paid', 'cancelled', 'completed'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_slot_uq')
      .on(t.projectId, t.doctorId, t.appointDate, t.segment, t.slot)
      .where(sql`state <> 'cancelled'`),
    index('reservations_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);
