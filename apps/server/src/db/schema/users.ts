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

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    userType: text('user_type', { enum: ['customer', 'servicer'] }).notNull(),
    role: text('role', { enum: ['patient', 'doctor', 'assistant', 'staff', 'admin', 'learner'] }).notNull(),
    username: text('username'),
    tel: text('tel'),
    name: text('name'),
    nickName: text('nick_name'),
    idcard: text('idcard'),
    sex: smallint('sex'),
    photo: text('photo'),
    email: text('email'),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    orgId: integer('org_id').references(() => orgs.id),
    sourceDoctorId: integer('source_doctor_id'),
    uiStyle: text('ui_style').notNull().default('elder'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_project_username_uq').on(t.projectId, t.username).where(sql`status = 'active'`),
    uniqueIndex('users_project_tel_type_uq').on(t.projectId, t.userType, t.tel).where(sql`status = 'active'`),
    index('users_project_idcard_idx').on(t.projectId, t.idcard),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => orgs.id),
    departmentId: integer('department_id').references(() => departments.id),
    name: text('name').notNull(),
    title: text('title'),
    intro: text('intro'),
    isAssistant: boolean('is_assistant').notNull().default(false),
  },
  (t) => [uniqueIndex('doctors_project_user_uq').on(t.projectId, t.userId)],
);

/** Patients (the entity of spec 3 section 3; issue 4 extends it). */
export const patients = pgTable(
  'patients',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    idcard: text('idcard'),
    tel: text('tel'),
    sex: smallint('sex'),
    birthday: date('birthday', { mode: 'string' }),
    photo: text('photo'),
    address: text('address'),
    isChild: boolean('is_child').notNull().default(false),
    doctorId: integer('doctor_id').references(() => doctors.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** The org whose servicers see the patient: the doctor's org, else the creating user's org. */
    orgId: integer('org_id').references(() => orgs.id),
    /** Who answers the phone on `tel` (本人, 子女, ...). */
    telRelation: text('tel_relation'),
    /** The doctor's remark (PUT /api/patient/add/remark/:id). */
    remark: text('remark'),
    /** Full-record and baby fields of spec 3 section 3 (height, weight, blood, city, expectHeight, ...). */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patients_project_idcard_uq').on(t.projectId, t.idcard),
    index('patients_org_idx').on(t.projectId, t.orgId, t.createdAt),
    index('patients_doctor_idx').on(t.projectId, t.doctorId),
  ],
);

/** Which patients an account manages: self, family members, children. */
export const patientRelations = pgTable(
  'patient_relations',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    relation: text('relation').notNull().default('self'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('patient_relations_uq').on(t.projectId, t.userId, t.patientId),
    index('patient_relations_patient_idx').on(t.projectId, t.patientId),
  ],
);

/** External identities: WeChat openid, DingTalk user, third-party partner ids. */
export const thirdIdentities = pgTable(
  'third_identities',
  {
    ...tenantColumns(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    unionId: text('union_id'),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [uniqueIndex('third_identities_uq').on(t.projectId, t.provider, t.externalId)],
);

/** Registrations of interest (POST /api/user/mcn/zdcs/register). */
export const registrations = pgTable('registrations', {
  ...tenantColumns(),
  program: text('program').notNull(),
  name: text('name').notNull(),
  tel: text('tel').notNull(),
  remark: text('remark'),
});
