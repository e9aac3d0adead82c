import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { patients, users } from './users.ts';

/**
 * Bind codes (GET /api/patient/relation/bind/code/:code): a short random code that the patient's
 * owner or a doctor of the patient's org issues; only its SHA-256 is kept; single use, expires.
 */
export const patientBindCodes = pgTable(
  'patient_bind_codes',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    codeHash: text('code_hash').notNull(),
    relation: text('relation').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByUserId: integer('used_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('patient_bind_codes_hash_uq').on(t.projectId, t.codeHash),
    index('patient_bind_codes_patient_idx').on(t.projectId, t.patientId),
  ],
);

/** The project's patient-tag dictionary (GET /api/patient/tag?isShow=1). */
export const patientTags = pgTable(
  'patient_tags',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('patient_tags_name_uq').on(t.projectId, t.name)],
);

export const patientTagLinks = pgTable(
  'patient_tag_links',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => patientTags.id),
  },
  (t) => [
    uniqueIndex('patient_tag_links_uq').on(t.projectId, t.patientId, t.tagId),
    index('patient_tag_links_tag_idx').on(t.projectId, t.tagId),
  ],
);

/**
 * Disease categories of a patient (spec 3 section 3): type 1 hypertension, 2 diabetes, 3 COPD,
 * 4 lipids; level: hypertension 1-3 (高一..高三), the others 1 normal, 2 strong. Archive state
 * (spec 3 section 4), as the doctor recorded it: special state 1 public-health special file,
 * 2 suspended, 3 cancelled (null: none); an AI-platform file; a public-health file.
 */
export const patientDiseases = pgTable(
  'patient_diseases',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    type: smallint('type').notNull(),
    level: smallint('level').notNull().default(1),
    specialState: smallint('special_state'),
    aiFile: boolean('ai_file').notNull().default(false),
    phFile: boolean('ph_file').notNull().default(false),
  },
  (t) => [
    uniqueIndex('patient_diseases_uq').on(t.projectId, t.patientId, t.type),
    check('patient_diseases_type', sql`type between 1 and 4`),
    check('patient_diseases_level', sql`level between 1 and (case when type = 1 then 3 else 2 end)`),
    check('patient_diseases_special_state', sql`special_state in (1, 2, 3)`),
  ],
);

/** Phone calls a servicer made to a patient (POST /api/patient/call/tel/record). */
export const patientCallRecords = pgTable(
  'patient_call_records',
  {
    ...tenantColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    tel: text('tel'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    remark: text('remark'),
  },
  (t) => [index('patient_call_records_idx').on(t.projectId, t.patientId, t.userId, t.startTime)],
);

/**
 * Family members an account asks to manage (/api/patient/yzh/family/member), reviewed by the
 * servicers of the owner's org. auditStatus: 0 pending, 1 approved (the patient is bound to the
 * owner), 2 rejected. An edit by the owner sends it back to 0 with isReview = true.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    ...tenantColumns(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => orgs.id),
    patientId: integer('patient_id').references(() => patients.id),
    idcard: text('idcard').notNull(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    tel: text('tel'),
    selfTel: text('self_tel'),
    identityId: text('identity_id'),
    identityName: text('identity_name'),
    projectType: text('project_type'),
    auditStatus: smallint('audit_status').notNull().default(0),
    auditRemark: text('audit_remark'),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    auditUserId: integer('audit_user_id').references(() => users.id),
    auditUserName: text('audit_user_name'),
    isReview: boolean('is_review').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_members_owner_idcard_uq').on(t.projectId, t.ownerUserId, t.idcard),
    index('family_members_org_idx').on(t.projectId, t.orgId, t.auditStatus),
  ],
);
