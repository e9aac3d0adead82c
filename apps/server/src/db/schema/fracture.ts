import { boolean, date, index, integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { patients, users } from './users.ts';

/**
 * FRAX inputs of the fzjjh fracture-risk flow (spec 3 section 3, issue 12), one row per
 * assessment, with the OSTA result computed when it was stored. No FRAX probability is kept: FRAX
 * is computed only by the official calculator (docs/decisions.md).
 */
export const fractureRiskAssessments = pgTable(
  'fracture_risk_assessments',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    /** 1 male, 2 female. */
    sex: smallint('sex').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** cm */
    height: real('height').notNull(),
    /** kg */
    weight: real('weight').notNull(),
    fracture: boolean('fracture').notNull(),
    parentFracturedHip: boolean('parent_fractured_hip').notNull(),
    smoking: boolean('smoking').notNull(),
    glucocorticoids: boolean('glucocorticoids').notNull(),
    rheumatoidArthritis: boolean('rheumatoid_arthritis').notNull(),
    secondaryOsteoporosis: boolean('secondary_osteoporosis').notNull(),
    alcohol3Units: boolean('alcohol_3_units').notNull(),
    /** FRAX_BMD_TYPES key of packages/shared, with bmd_value; both null when no BMD was entered. */
    bmdType: text('bmd_type'),
    bmdValue: real('bmd_value'),
    ostaAge: smallint('osta_age').notNull(),
    ostaIndex: real('osta_index').notNull(),
    /** low | medium | high */
    ostaBand: text('osta_band').notNull(),
  },
  (t) => [index('fracture_risk_patient_idx').on(t.projectId, t.patientId, t.createdAt)],
);
