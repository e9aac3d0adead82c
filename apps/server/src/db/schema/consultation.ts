import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { departments, orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/** Extra doctor profile fields (issue 5 section 1); one row per doctor, created on first edit. */
export const doctorProfiles = pg.pgTable(
  'doctor_profiles',
  {
    ...tenantColumns(),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    photo: pg.text('photo'),
    goodAt: pg.text('good_at'),
    isShow: pg.boolean('is_show').notNull().default(true),
    extra: pg.jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('doctor_profiles_doctor_uq').on(t.projectId, t.doctorId)],
);

/** Inquiry function settings of a doctor (spec 3 section 3), one per inquiry type. Price in cents. */
export const inquiryFunctions = pg.pgTable(
  'inquiry_functions',
  {
    ...tenantColumns(),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    inquiryType: pg.smallint('inquiry_type').notNull(),
    isFree: pg.boolean('is_free').notNull().default(false),
    isOnlySecond: pg.boolean('is_only_second').notNull().default(false),
    isOpen: pg.boolean('is_open').notNull().default(true),
    numPerDay: pg.integer('num_per_day').notNull().default(0),
    price: pg.integer('price').notNull().default(0),
    segmentList: pg.jsonb('segment_list').$type<unknown[]>().notNull().default([]),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('inquiry_functions_doctor_type_uq').on(t.projectId, t.doctorId, t.inquiryType)],
);

/** A doctor's schedule: per date and time segment, online (inquiry) or offline (visits). */
export const doctorSchedules = pg.pgTable(
  'doctor_schedules',
  {
    ...tenantColumns(),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    date: pg.date('date', { mode: 'string' }).notNull(),
    /** "HH:MM-HH:MM". */
    segment: pg.text('segment').notNull(),
    kind: pg.text('kind', { enum: ['online', 'offline'] }).notNull(),
    /** Bookable slots in the segment. */
    slots: pg.integer('slots').notNull().default(1),
    price: pg.integer('price').notNull().default(0),
  },
  (t) => [pg.uniqueIndex('doctor_schedules_uq').on(t.projectId, t.doctorId, t.date, t.segment, t.kind)],
);

/**
 * Inquiry orders (spec 3 section 3). `state` moves only through the transition table of
 * modules/inquiry/state-machine.ts. Money in integer cents.
 */
export const inquiryOrders = pg.pgTable(
  'inquiry_orders',
  {
    ...tenantColumns(),
    orderNo: pg.text('order_no').notNull(),
    /** The account that placed the order (owner of the patient relation). */
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Null while the order waits in the grab pool. */
    doctorId: pg.integer('doctor_id').references(() => doctors.id),
    inquiryType: pg.smallint('inquiry_type').notNull(),
    describe: pg.text('describe').notNull(),
    imageList: pg.jsonb('image_list').$type<string[]>().notNull().default([]),
    tel: pg.text('tel'),
    startTime: pg.timestamp('start_time', { withTimezone: true }),
    endTime: pg.timestamp('end_time', { withTimezone: true }),
    price: pg.integer('price').notNull(),
    isUseCard: pg.boolean('is_use_card').notNull().default(false),
    userCardId: pg.integer('user_card_id'),
    state: pg.text('state').notNull(),
    /** The state a refund request came from (back to it when cancelled or rejected). */
    refundFrom: pg.text('refund_from'),
    refundMoney: pg.integer('refund_money'),
    refundReason: pg.text('refund_reason'),
    closeReason: pg.text('close_reason'),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('inquiry_orders_no_uq').on(t.projectId, t.orderNo),
    pg.index('inquiry_orders_user_idx').on(t.projectId, t.userId, t.createdAt),
    pg.index('inquiry_orders_doctor_idx').on(t.projectId, t.doctorId, t.state),
  ],
);

/** One payment attempt of an order through a provider (sandbox first). Amount in cents. */
export const payments = pg.pgTable(
  'payments',
  {
    ...tenantColumns(),
    /** Unguessable id used in the provider page URL and callbacks. */
    publicId: pg.text('public_id').notNull(),
    orderKind: pg.text('order_kind', { enum: ['inquiry', 'reserve', 'service_card'] }).notNull(),
    orderId: pg.integer('order_id').notNull(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: pg.text('provider').notNull(),
    payWay: pg.text('pay_way').notNull(),
    scene: pg.text('scene').notNull(),
    amount: pg.integer('amount').notNull(),
    state: pg
      .text('state', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    tradeNo: pg.text('trade_no'),
    refundedAmount: pg.integer('refunded_amount').notNull().default(0),
    notifiedAt: pg.timestamp('notified_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('payments_public_uq').on(t.projectId, t.publicId),
    pg.index('payments_order_idx').on(t.projectId, t.orderKind, t.orderId),
  ],
);

/** A doctor's wallet: the row locked by withdrawals, and the bank account. */
export const doctorWallets = pg.pgTable(
  'doctor_wallets',
  {
    ...tenantColumns(),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    bankName: pg.text('bank_name'),
    bankCard: pg.text('bank_card'),
    bankUserName: pg.text('bank_user_name'),
    bankAddress: pg.text('bank_address'),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('doctor_wallets_doctor_uq').on(t.projectId, t.doctorId)],
);

/** The wallet ledger: balance = sum(amount). Income positive, withdrawals and reversals negative. */
export const walletEntries = pg.pgTable(
  'wallet_entries',
  {
    ...tenantColumns(),
    walletId: pg
      .integer('wallet_id')
      .notNull()
      .references(() => doctorWallets.id),
    kind: pg.text('kind', { enum: ['income', 'withdrawal', 'refund_reversal'] }).notNull(),
    amount: pg.integer('amount').notNull(),
    orderId: pg.integer('order_id'),
    remark: pg.text('remark'),
  },
  (t) => [
    pg.index('wallet_entries_wallet_idx').on(t.projectId, t.walletId, t.createdAt),
    // One income and one reversal per order at most.
    pg
      .uniqueIndex('wallet_entries_order_uq')
      .on(t.projectId, t.walletId, t.kind, t.orderId)
      .where(sql`order_id is not null`),
  ],
);

/** Chat rooms between two users (ask); userLow < userHigh makes the pair unique. */
export const askRooms = pg.pgTable(
  'ask_rooms',
  {
    ...tenantColumns(),
    userLow: pg
      .integer('user_low')
      .notNull()
      .references(() => users.id),
    userHigh: pg
      .integer('user_high')
      .notNull()
      .references(() => users.id),
    /** Per-user alias of the other party: { [userId]: alias }. */
    aliases: pg.jsonb('aliases').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [pg.uniqueIndex('ask_rooms_pair_uq').on(t.projectId, t.userLow, t.userHigh)],
);

/**
 * Chat records: text, image (uploaded file URL), voice (with duration), system notice.
 * The hottest table: its only foreign key is the room. The project, sender and receiver are
 * implied by it (the room references its project and both users, which are never deleted, and
 * every write path takes the sender and receiver from the room's members), so the three
 * redundant foreign-key checks (a lookup and a row lock each per message) are left out.
 */
export const askRecords = pg.pgTable(
  'ask_records',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: pg.integer('project_id').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    askId: pg
      .integer('ask_id')
      .notNull()
      .references(() => askRooms.id),
    userId: pg.integer('user_id').notNull(),
    receiveUserId: pg.integer('receive_user_id').notNull(),
    type: pg.text('type', { enum: ['text', 'image', 'voice', 'system'] }).notNull(),
    text: pg.text('text'),
    url: pg.text('url'),
    duration: pg.integer('duration'),
    title: pg.text('title'),
    /** Client task id (websocket resend); a repeat never creates a second row. */
    taskId: pg.text('task_id'),
    readAt: pg.timestamp('read_at', { withTimezone: true }),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('ask_records_room_idx').on(t.projectId, t.askId, t.id),
    pg.index('ask_records_unread_idx').on(t.projectId, t.receiveUserId).where(sql`read_at is null`),
    pg.uniqueIndex('ask_records_task_uq').on(t.projectId, t.userId, t.taskId).where(sql`task_id is not null`),
  ],
);

/** Appointment registrations (spec 3 section 3). A slot is held by at most one active one. */
export const reservations = pg.pgTable(
  'reservations',
  {
    ...tenantColumns(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    orgId: pg.integer('org_id').references(() => orgs.id),
    departmentId: pg.integer('department_id').references(() => departments.id),
    appointDate: pg.date('appoint_date', { mode: 'string' }).notNull(),
    segment: pg.text('segment').notNull(),
    slot: pg.integer('slot').notNull(),
    price: pg.integer('price').notNull(),
    isOfflinePay: pg.boolean('is_offline_pay').notNull().default(false),
    state: pg.text('state', { enum: ['created', 'paid', 'cancelled', 'completed'] }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg
      .uniqueIndex('reservations_slot_uq')
      .on(t.projectId, t.doctorId, t.appointDate, t.segment, t.slot)
      .where(sql`state <> 'cancelled'`),
    pg.index('reservations_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);
