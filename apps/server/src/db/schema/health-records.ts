import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { orgs } from './tenancy.ts';
import { doctors, patients, users } from './users.ts';

/** A file attached to a record: an address answered by POST /api/upload/file of the same project. */
export interface RecordAttachment {
  url: string;
  name: string;
}

/**
 * Check (检查, e.g. imaging) and inspection (检验, laboratory) records of a patient
 * (/api/patient/check/inspection/record). Entered by the patient's account or a servicer; the
 * doctor's remark is written by servicers only.
 */
export const checkInspectionRecords = pg.pgTable(
  'check_inspection_records',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    kind: pg.text('kind', { enum: ['check', 'inspection'] }).notNull(),
    itemName: pg.text('item_name').notNull(),
    orgName: pg.text('org_name'),
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }).notNull(),
    result: pg.text('result'),
    abnormal: pg.boolean('abnormal').notNull().default(false),
    attachments: pg.jsonb('attachments').$type<RecordAttachment[]>().notNull().default([]),
    doctorRemark: pg.text('doctor_remark'),
    createdByUserId: pg.integer('created_by_user_id').references(() => users.id),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('check_inspection_records_patient_idx').on(t.projectId, t.patientId, t.checkedAt)],
);

/** One item of a physical examination: its value against the reference range. */
export interface ExaminationItem {
  name: string;
  value: string;
  unit?: string;
  referenceRange?: string;
  abnormal: boolean;
}

/** Physical examination (体检) records (/api/patient/examination), entered by servicers. */
export const examinationRecords = pg.pgTable(
  'examination_records',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    title: pg.text('title').notNull(),
    orgName: pg.text('org_name'),
    examinedAt: pg.timestamp('examined_at', { withTimezone: true }).notNull(),
    summary: pg.text('summary'),
    items: pg.jsonb('items').$type<ExaminationItem[]>().notNull().default([]),
    createdByUserId: pg.integer('created_by_user_id').references(() => users.id),
  },
  (t) => [pg.index('examination_records_patient_idx').on(t.projectId, t.patientId, t.examinedAt)],
);

/** A document of a diagnosis record; `type` groups them on the document screen. */
export interface DiagnosisDocument {
  type: number;
  name: string;
  url: string;
}

/**
 * Diagnosis records (spec 3 section 3): written by a servicer for a patient of their scope
 * (/api/patient/diagnosis/record). type: 1 outpatient, 2 inpatient, 3 follow-up visit; way: how the
 * patient was seen (free text, e.g. 门诊, 线上).
 */
export const diagnosisRecords = pg.pgTable(
  'diagnosis_records',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: pg.integer('doctor_id').references(() => doctors.id),
    type: pg.smallint('type').notNull(),
    way: pg.text('way'),
    majorDiagnosis: pg.text('major_diagnosis').notNull(),
    minorDiagnosis: pg.text('minor_diagnosis'),
    medicalTime: pg.timestamp('medical_time', { withTimezone: true }).notNull(),
    nowDisease: pg.text('now_disease'),
    diseaseHistory: pg.text('disease_history'),
    patientDesc: pg.text('patient_desc'),
    physical: pg.text('physical'),
    docList: pg.jsonb('doc_list').$type<DiagnosisDocument[]>().notNull().default([]),
    createdByUserId: pg.integer('created_by_user_id').references(() => users.id),
  },
  (t) => [pg.index('diagnosis_records_patient_idx').on(t.projectId, t.patientId, t.medicalTime)],
);

/**
 * Diagnoses the family adds to the archive (/api/patient/archive/diagnosis): entered by an account
 * bound to the patient, shown as 家属填写, never mixed into the doctors' diagnosis records.
 * disease_type: 1-4 of DISEASE_TYPES when the disease is one of them, else null (name as written).
 */
export const archiveDiagnoses = pg.pgTable(
  'archive_diagnoses',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    diseaseType: pg.smallint('disease_type'),
    diseaseName: pg.text('disease_name').notNull(),
    diagnosedAt: pg.timestamp('diagnosed_at', { withTimezone: true }).notNull(),
    hospital: pg.text('hospital'),
    remark: pg.text('remark'),
    createdByUserId: pg
      .integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    pg.index('archive_diagnoses_patient_idx').on(t.projectId, t.patientId, t.diagnosedAt),
    pg.check('archive_diagnoses_type_ck', sql`disease_type is null or disease_type between 1 and 4`),
  ],
);

/**
 * Home sickbed (家庭病床) applications, which become the bed once approved (/api/patient/sickbed;
 * spec 3 section 3). state: 0 pending, 1 in care (approved, bed set up), 2 refused, 3 withdrawn
 * by the applicant, 4 discharged (packages/shared schemas/sickbed.ts). At most one open (pending
 * or in care) per patient.
 */
export const sickbedApplications = pg.pgTable(
  'sickbed_applications',
  {
    ...tenantColumns(),
    patientId: pg
      .integer('patient_id')
      .notNull()
      .references(() => patients.id),
    applicantUserId: pg
      .integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    orgId: pg.integer('org_id').references(() => orgs.id),
    doctorId: pg.integer('doctor_id').references(() => doctors.id),
    hospital: pg.text('hospital'),
    diseaseCategory: pg.smallint('disease_category'),
    diseaseCategoryName: pg.text('disease_category_name'),
    relation: pg.text('relation'),
    address: pg.text('address').notNull(),
    areaCode: pg.text('area_code'),
    latitude: pg.text('latitude'),
    longitude: pg.text('longitude'),
    tel: pg.text('tel').notNull(),
    contactsName: pg.text('contacts_name'),
    contactsTel: pg.text('contacts_tel'),
    contactsRelation: pg.text('contacts_relation'),
    remark: pg.text('remark'),
    fileList: pg.jsonb('file_list').$type<RecordAttachment[]>().notNull().default([]),
    state: pg.smallint('state').notNull().default(0),
    stateRemark: pg.text('state_remark'),
    /** Set on approval (建床). */
    bedNo: pg.text('bed_no'),
    reviewedByUserId: pg.integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: pg.timestamp('reviewed_at', { withTimezone: true }),
    dischargedAt: pg.timestamp('discharged_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('sickbed_applications_patient_idx').on(t.projectId, t.patientId, t.createdAt),
    pg.index('sickbed_applications_org_state_idx').on(t.projectId, t.orgId, t.state, t.createdAt),
    pg.uniqueIndex('sickbed_applications_bed_no_uq').on(t.projectId, t.bedNo),
    pg.check('sickbed_applications_state_ck', sql`state between 0 and 4`),
    pg.check('sickbed_applications_discharge_ck', sql`(state = 4) = (discharged_at is not null)`),
    // In the custom tail of migration 0019 (after backfilling rows approved before beds existed):
    // sickbed_applications_open_uq (one open, state 0 or 1, per patient), sickbed_applications_bed_ck
    // (a bed number exactly in states 1 and 4), sickbed_applications_reviewed_ck.
  ],
);
