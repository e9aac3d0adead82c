import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { doctors, patients, users } from './users.ts';

/** One right of a card package: `num` inquiries of `inquiryType` (1 图文, 2 电话, 3 视频). */
export interface CardInterest {
  inquiryType: number;
  name: string;
  num: number;
}

/**
 * Service-card packages (spec 3 section 3). Price in cents. Validity: isForever, or
 * expiryDateType 1 (fixed range expiryStartTime..expiryEndTime) / 2 (limitDay days from purchase).
 * With isLimitStock, stockNum is decremented when an order is placed (compare-and-set).
 */
export const serviceCards = pgTable(
  'service_cards',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    coverImage: text('cover_image'),
    intro: text('intro'),
    interestList: jsonb('interest_list').$type<CardInterest[]>().notNull().default([]),
    price: integer('price').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(true),
    isLimitStock: boolean('is_limit_stock').notNull().default(false),
    stockNum: integer('stock_num').notNull().default(0),
    isForever: boolean('is_forever').notNull().default(true),
    expiryDateType: smallint('expiry_date_type'),
    expiryStartTime: timestamp('expiry_start_time', { withTimezone: true }),
    expiryEndTime: timestamp('expiry_end_time', { withTimezone: true }),
    limitDay: integer('limit_day'),
    tel: text('tel'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_cards_serial_uq').on(t.projectId, t.serial),
    check('service_cards_stock_ck', sql`stock_num >= 0`),
  ],
);

/**
 * A package order, which is also the buyer's card once paid: state unpaid -> active (paid notify,
 * or at once when free) | cancelled (unpaid, stock returned). Name, price and validity are copied
 * from the package when bought, so later edits of the package do not change bought cards.
 */
export const userCards = pgTable(
  'user_cards',
  {
    ...tenantColumns(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => serviceCards.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    state: text('state', { enum: ['unpaid', 'active', 'cancelled'] }).notNull(),
    /** Null: valid for ever. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_cards_no_uq').on(t.projectId, t.orderNo),
    index('user_cards_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);

/** The remaining rights of a user card: `used` moves by compare-and-set, never above `total`. */
export const userCardRights = pgTable(
  'user_card_rights',
  {
    ...tenantColumns(),
    userCardId: integer('user_card_id')
      .notNull()
      .references(() => userCards.id),
    inquiryType: smallint('inquiry_type').notNull(),
    name: text('name').notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('user_card_rights_uq').on(t.projectId, t.userCardId, t.inquiryType),
    check('user_card_rights_used_ck', sql`used >= 0 and used <= total`),
  ],
);

/**
 * The 元梦 partner equity card of a patient (one per patient). State: active -> refunded (the
 * refund request is accepted by the partner provider). Opened on the partner's page.
 */
export const equityCards = pgTable(
  'equity_cards',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    provider: text('provider').notNull(),
    cardNo: text('card_no').notNull(),
    state: text('state', { enum: ['active', 'refunded'] }).notNull(),
    openedBy: integer('opened_by').references(() => users.id),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equity_cards_patient_uq').on(t.projectId, t.patientId)],
);

/** One item of a prescription (kind recipe) or of a test order (kind test). */
export interface PrescriptionItem {
  name: string;
  spec?: string | null;
  usage?: string | null;
  quantity?: string | null;
}

/**
 * What the doctor writes on an inquiry order: a prescription (处方, kind recipe) or a
 * laboratory test order (检验检查单, kind test); one of each kind per order, rewritten in place.
 */
export const inquiryPrescriptions = pgTable(
  'inquiry_prescriptions',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    kind: text('kind', { enum: ['recipe', 'test'] }).notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    diagnosis: text('diagnosis').notNull(),
    items: jsonb('items').$type<PrescriptionItem[]>().notNull().default([]),
    advice: text('advice'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inquiry_prescriptions_uq').on(t.projectId, t.orderId, t.kind)],
);
