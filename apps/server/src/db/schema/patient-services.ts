import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import type { RecordAttachment } from './health-records.ts';
import { orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/** Medication records of a patient (/api/patient/medicine/record), by the account or a servicer. */
export const medicineRecords = pgTable(
  'medicine_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    name: text('name').notNull(),
    dosage: text('dosage'),
    frequency: text('frequency'),
    usage: text('usage'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('medicine_records_patient_idx').on(t.projectId, t.patientId, t.startDate)],
);

/**
 * Accompany-agent (陪诊) orders (/api/patient/accompany/order). `state` moves only through the
 * table of modules/care/accompany-states.ts: created -> received -> serving -> completed; created
 * or received -> cancelled. Money in integer cents.
 */
export const accompanyOrders = pgTable(
  'accompany_orders',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id').references(() => orgs.id),
    hospital: text('hospital').notNull(),
    department: text('department'),
    appointTime: timestamp('appoint_time', { withTimezone: true }).notNull(),
    tel: text('tel').notNull(),
    remark: text('remark'),
    price: integer('price').notNull().default(0),
    state: text('state').notNull().default('created'),
    servicerUserId: integer('servicer_user_id').references(() => users.id),
    photos: jsonb('photos').$type<RecordAttachment[]>().notNull().default([]),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accompany_orders_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    index('accompany_orders_org_idx').on(t.projectId, t.orgId, t.state),
  ],
);

/**
 * Laboratory check/inspection orders (/api/patient/check/inspection/order): items the patient
 * asks to have examined. state: 0 submitted, 1 completed, 2 cancelled.
 */
export const checkInspectionOrders = pgTable(
  'check_inspection_orders',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    kind: text('kind', { enum: ['check', 'inspection'] }).notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    orgName: text('org_name'),
    appointTime: timestamp('appoint_time', { withTimezone: true }).notNull(),
    remark: text('remark'),
    state: smallint('state').notNull().default(0),
  },
  (t) => [index('check_inspection_orders_patient_idx').on(t.projectId, t.patientId, t.createdAt)],
);

/**
 * A physical-sign set a servicer saved for a patient (/api/patient/physical/sign/save). The
 * readings themselves are measurements (source doctor); `measurementIds` links them.
 */
export const physicalSignRecords = pgTable(
  'physical_sign_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    servicerUserId: integer('servicer_user_id')
      .notNull()
      .references(() => users.id),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    measurementIds: jsonb('measurement_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('physical_sign_records_patient_idx').on(t.projectId, t.patientId, t.measuredAt)],
);

/**
 * The patient's comment on a service received (/api/patient/service/comment): one per service.
 * serviceType: inquiry (inquiry_orders), reservation (reservations), accompany (accompany_orders).
 */
export const serviceComments = pgTable(
  'service_comments',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    serviceType: text('service_type', { enum: ['inquiry', 'reservation', 'accompany'] }).notNull(),
    serviceId: integer('service_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content'),
  },
  (t) => [
    uniqueIndex('service_comments_service_uq').on(t.projectId, t.serviceType, t.serviceId),
    index('service_comments_patient_idx').on(t.projectId, t.patientId),
  ],
);

/**
 * Family-doctor pre-sign (预签约) applications (/api/patient/pre/sign). state: 0 pending,
 * 1 signed, 2 rejected, 3 cancelled by the applicant. One open (0) application per patient.
 */
export const preSignApplications = pgTable(
  'pre_sign_applications',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    orgId: integer('org_id').references(() => orgs.id),
    doctorId: integer('doctor_id').references(() => doctors.id),
    servicePack: text('service_pack').notNull(),
    address: text('address'),
    remark: text('remark'),
    state: smallint('state').notNull().default(0),
    stateRemark: text('state_remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pre_sign_applications_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    uniqueIndex('pre_sign_applications_open_uq').on(t.projectId, t.patientId).where(sql`state = 0`),
  ],
);
