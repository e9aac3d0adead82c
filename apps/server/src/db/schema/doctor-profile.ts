import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { departments } from './tenancy.ts';
import { doctors, users } from './users.ts';

/**
 * Doctor sign-up (spec 3 section 3): bank account, ID number and images, autograph. One row per
 * doctor; a new submission replaces the fields and returns the row to state 0 (pending review).
 * States: 0 pending, 1 approved, 2 rejected (DOCTOR_AUDIT_STATES in packages/shared).
 */
export const doctorSignUps = pgTable(
  'doctor_sign_ups',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    autograph: text('autograph').notNull(),
    bank: text('bank').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address'),
    bankCard: text('bank_card').notNull(),
    bankUserName: text('bank_user_name').notNull(),
    idcard: text('idcard').notNull(),
    idcardImgList: jsonb('idcard_img_list').$type<string[]>().notNull().default([]),
    state: smallint('state').notNull().default(0),
    reason: text('reason'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctor_sign_ups_doctor_uq').on(t.projectId, t.doctorId),
    index('doctor_sign_ups_state_idx').on(t.projectId, t.state),
  ],
);

/** Practising-licence audit of a doctor: licence images and the review state (0/1/2 as above). */
export const doctorLicenseAudits = pgTable(
  'doctor_license_audits',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    imageList: jsonb('image_list').$type<string[]>().notNull().default([]),
    licenseNo: text('license_no'),
    state: smallint('state').notNull().default(0),
    reason: text('reason'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctor_license_audits_doctor_uq').on(t.projectId, t.doctorId),
    index('doctor_license_audits_state_idx').on(t.projectId, t.state),
  ],
);

/** Department library entries of a doctor: departments (of the doctor's org) the doctor sits in. */
export const doctorDepartments = pgTable(
  'doctor_departments',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('doctor_departments_uq').on(t.projectId, t.doctorId, t.departmentId)],
);

/** A user opened a doctor's QR card link (GET /api/doctor/wx/user/scan/last/record/:userId). */
export const doctorScanRecords = pgTable(
  'doctor_scan_records',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The official-account appid the QR link named ('' when none). */
    appId: text('app_id').notNull().default(''),
  },
  (t) => [index('doctor_scan_records_user_idx').on(t.projectId, t.userId, t.appId, t.createdAt)],
);
