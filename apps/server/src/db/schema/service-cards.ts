import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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
export const serviceCards = pg.pgTable(
  'service_cards',
  {
    ...tenantColumns(),
    name: pg.text('name').notNull(),
    serial: pg.text('serial').notNull(),
    coverImage: pg.text('cover_image'),
    intro: pg.text('intro'),
    interestList: pg.jsonb('interest_list').$type<CardInterest[]>().notNull().default([]),
    price: pg.integer('price').notNull().default(0),
    isFree: pg.boolean('is_free').notNull().default(false),
    isOpen: pg.boolean('is_open').notNull().default(true),
    isLimitStock: pg.boolean('is_limit_stock').notNull().default(false),
    stockNum: pg.integer('stock_num').notNull().default(0),
    isForever: pg.boolean('is_forever').notNull().default(true),
    expiryDateType: pg.smallint('expiry_date_type'),
    expiryStartTime: pg.timestamp('expiry_start_time', { withTimezone: true }),
    expiryEndTime: pg.timestamp('expiry_end_time', { withTimezone: true }),
    limitDay: pg.integer('limit_day'),
    tel: pg.text('tel'),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('service_cards_serial_uq').on(t.projectId, t.serial),
    pg.check('service_cards_stock_ck', sql`stock_num >= 0`),
  ],
);

/**
 * A package order, which is also the buyer's card once paid: state unpaid -> active (paid notify,
 * or at once when free) | cancelled (unpaid, stock returned). Name, price and validity are copied
 * from the package when bought, so later edits of the package do not change bought cards.
 */
export const userCards = pg.pgTable(
  'user_cards',
  {
    ...tenantColumns(),
    orderNo: pg.text('order_no').notNull(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: pg
      .integer('card_id')
      .notNull()
      .references(() => serviceCards.id),
    name: pg.text('name').notNull(),
    price: pg.integer('price').notNull(),
    state: pg.text('state', { enum: ['unpaid', 'active', 'cancelled'] }).notNull(),
    /** Null: valid for ever. */
    validFrom: pg.timestamp('valid_from', { withTimezone: true }),
    validTo: pg.timestamp('valid_to', { withTimezone: true }),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('user_cards_no_uq').on(t.projectId, t.orderNo),
    pg.index('user_cards_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);

/** The remaining rights of a user card: `used` moves by compare-and-set, never above `total`. */
export const userCardRights = pg.pgTable(
  'user_card_rights',
  {
    ...tenantColumns(),
    userCardId: pg
      .integer('user_card_id')
      .notNull()
      .references(() => userCards.id),
    inquiryType: pg.smallint('inquiry_type').notNull(),
    name: pg.text('name').notNull(),
    total: pg.integer('total').notNull(),
    used: pg.integer('used').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('user_card_rights_uq').on(t.projectId, t.userCardId, t.inquiryType),
    pg.check('user_card_rights_used_ck', sql`used >= 0 and used <= total`),
  ],
);

/**
 * The 元梦 partner equity card of a patient (one per patient). State: active -> refunded (the
 * refund request is accepted by the partner provider). Opened on the partner's page.
 */
export const equityCards = pg.pgTable(
  'equity_cards',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    provider: pg.text('provider').notNull(),
    cardNo: pg.text('card_no').notNull(),
    state: pg.text('state', { enum: ['active', 'refunded'] }).notNull(),
    openedBy: pg.integer('opened_by').references(() => users.id),
    expireAt: pg.timestamp('expire_at', { withTimezone: true }),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('equity_cards_patient_uq').on(t.projectId, t.patientId)],
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
export const inquiryPrescriptions = pg.pgTable(
  'inquiry_prescriptions',
  {
    ...tenantColumns(),
    orderId: pg.integer('order_id').notNull(),
    kind: pg.text('kind', { enum: ['recipe', 'test'] }).notNull(),
    doctorId: pg
      .integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    diagnosis: pg.text('diagnosis').notNull(),
    items: pg.jsonb('items').$type<PrescriptionItem[]>().notNull().default([]),
    advice: pg.text('advice'),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('inquiry_prescriptions_uq').on(t.projectId, t.orderId, t.kind)],
);
