import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { departments, orgs } from './tenancy.ts';

export const users = pg.pgTable(
  'users',
  {
    ...tenantColumns(),
    userType: pg.text('user_type', { enum: ['customer', 'servicer'] }).notNull(),
    role: pg
      .text('role', { enum: ['patient', 'doctor', 'assistant', 'staff', 'admin', 'learner'] })
      .notNull(),
    username: pg.text('username'),
    tel: pg.text('tel'),
    name: pg.text('name'),
    nickName: pg.text('nick_name'),
    idcard: pg.text('idcard'),
    sex: pg.smallint('sex'),
    photo: pg.text('photo'),
    email: pg.text('email'),
    passwordHash: pg.text('password_hash'),
    status: pg
      .text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    orgId: pg.integer('org_id').references(() => orgs.id),
    sourceDoctorId: pg.integer('source_doctor_id'),
    uiStyle: pg.text('ui_style').notNull().default('elder'),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('users_project_username_uq').on(t.projectId, t.username).where(sql`status = 'active'`),
    pg
      .uniqueIndex('users_project_tel_type_uq')
      .on(t.projectId, t.userType, t.tel)
      .where(sql`status = 'active'`),
    pg.index('users_project_idcard_idx').on(t.projectId, t.idcard),
  ],
);

export const doctors = pg.pgTable(
  'doctors',
  {
    ...tenantColumns(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: pg.integer('org_id').references(() => orgs.id),
    departmentId: pg.integer('department_id').references(() => departments.id),
    name: pg.text('name').notNull(),
    title: pg.text('title'),
    intro: pg.text('intro'),
    isAssistant: pg.boolean('is_assistant').notNull().default(false),
  },
  (t) => [pg.uniqueIndex('doctors_project_user_uq').on(t.projectId, t.userId)],
);

/** Patients (the entity of spec 3 section 3; issue 4 extends it). */
export const patients = pg.pgTable(
  'patients',
  {
    ...tenantColumns(),
    name: pg.text('name').notNull(),
    idcard: pg.text('idcard'),
    tel: pg.text('tel'),
    sex: pg.smallint('sex'),
    birthday: pg.date('birthday', { mode: 'string' }),
    photo: pg.text('photo'),
    address: pg.text('address'),
    isChild: pg.boolean('is_child').notNull().default(false),
    doctorId: pg.integer('doctor_id').references(() => doctors.id),
    createdByUserId: pg.integer('created_by_user_id').references(() => users.id),
    /** The org whose servicers see the patient: the doctor's org, else the creating user's org. */
    orgId: pg.integer('org_id').references(() => orgs.id),
    /** Who answers the phone on `tel` (本人, 子女, ...). */
    telRelation: pg.text('tel_relation'),
    /** The doctor's remark (PUT /api/patient/add/remark/:id). */
    remark: pg.text('remark'),
    /** Full-record and baby fields of spec 3 section 3 (height, weight, blood, city, expectHeight, ...). */
    extra: pg.jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('patients_project_idcard_uq').on(t.projectId, t.idcard),
    pg.index('patients_org_idx').on(t.projectId, t.orgId, t.createdAt),
    pg.index('patients_doctor_idx').on(t.projectId, t.doctorId),
  ],
);

/** Which patients an account manages: self, family members, children. */
export const patientRelations = pg.pgTable(
  'patient_relations',
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
    relation: pg.text('relation').notNull().default('self'),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('patient_relations_uq').on(t.projectId, t.userId, t.patientId),
    pg.index('patient_relations_patient_idx').on(t.projectId, t.patientId),
  ],
);

/** External identities: WeChat openid, DingTalk user, third-party partner ids. */
export const thirdIdentities = pg.pgTable(
  'third_identities',
  {
    ...tenantColumns(),
    provider: pg.text('provider').notNull(),
    externalId: pg.text('external_id').notNull(),
    unionId: pg.text('union_id'),
    userId: pg.integer('user_id').references(() => users.id),
  },
  (t) => [pg.uniqueIndex('third_identities_uq').on(t.projectId, t.provider, t.externalId)],
);

/** Registrations of interest (POST /api/user/mcn/zdcs/register). */
export const registrations = pg.pgTable('registrations', {
  ...tenantColumns(),
  program: pg.text('program').notNull(),
  name: pg.text('name').notNull(),
  tel: pg.text('tel').notNull(),
  remark: pg.text('remark'),
});
