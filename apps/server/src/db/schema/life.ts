import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.ts';
import { patients, users } from './users.ts';

/** The project's life-habit dictionary (GET /api/patient/life/habit?isShow=1). */
export const lifeHabits = pgTable(
  'life_habits',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('life_habits_name_uq').on(t.projectId, t.name)],
);

/** One check-in of a habit by a patient on a China-time day; at most one per habit, patient, day. */
export const lifeHabitSigns = pgTable(
  'life_habit_signs',
  {
    ...tenantColumns(),
    habitId: integer('habit_id')
      .notNull()
      .references(() => lifeHabits.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    signDay: date('sign_day', { mode: 'string' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('life_habit_signs_day_uq').on(t.projectId, t.habitId, t.patientId, t.signDay),
    index('life_habit_signs_patient_idx').on(t.projectId, t.patientId, t.signDay),
  ],
);

/** Exercise records (/health/patient/sport): type, minutes, steps, kcal by MET x kg x hours. */
export const sportRecords = pgTable(
  'sport_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    sportType: text('sport_type').notNull(),
    minutes: integer('minutes').notNull(),
    steps: integer('steps'),
    calories: integer('calories').notNull(),
    weightKg: real('weight_kg').notNull(),
    weightAssumed: boolean('weight_assumed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('sport_records_patient_idx').on(t.projectId, t.patientId, t.startedAt)],
);

/** Child physique entries (POST /api/patient/physique): height, weight, bone ages. */
export const physiqueRecords = pgTable(
  'physique_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    height: real('height'),
    weight: real('weight'),
    rboneAge: real('rbone_age'),
    cboneAge: real('cbone_age'),
    /** Head circumference (cm), for the WHO head-circumference-for-age standard. */
    headCircumference: real('head_circumference'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    dataSource: text('data_source', { enum: ['manual', 'device', 'hospital'] }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('physique_records_patient_idx').on(t.projectId, t.patientId, t.measuredAt)],
);

/**
 * Abnormal growth found when a measurement is stored (issue 13): z below -2 or above +2, or two
 * major percentile lines crossed since the previous measurement. The child's doctor lists the
 * unhandled ones beside the high-risk questionnaires and marks them handled.
 */
export const growthFlags = pgTable(
  'growth_flags',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    physiqueId: integer('physique_id')
      .notNull()
      .references(() => physiqueRecords.id),
    indicator: text('indicator').notNull(),
    kind: text('kind', { enum: ['low', 'high', 'cross'] }).notNull(),
    z: real('z').notNull(),
    percentile: real('percentile').notNull(),
    text: text('text').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: integer('handled_by_user_id').references(() => users.id),
  },
  (t) => [index('growth_flags_patient_idx').on(t.projectId, t.patientId, t.handledAt)],
);

/** Children's physical-fitness tests (POST /api/patient/sport/test) with the score at entry. */
export const sportTests = pgTable(
  'sport_tests',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    name: text('name').notNull(),
    age: smallint('age').notNull(),
    sex: smallint('sex').notNull(),
    grade: smallint('grade').notNull(),
    results: jsonb('results').$type<Record<string, number>>().notNull(),
    score: jsonb('score').$type<Record<string, unknown>>().notNull(),
    total: real('total'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('sport_tests_patient_idx').on(t.projectId, t.patientId, t.createdAt)],
);

/**
 * The food bank: national reference data (China Food Composition Tables), the same for every
 * project, so not a tenant table. Per 100 g edible portion. Seeded by a migration.
 */
export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    energyKcal: real('energy_kcal').notNull(),
    protein: real('protein').notNull(),
    fat: real('fat').notNull(),
    carbohydrate: real('carbohydrate').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The food code in the China Food Composition Tables, 6th ed. (e.g. 012401x); null: older row. */
    tableCode: text('table_code'),
    /** A household portion (碗, 个, 杯) and its grams of edible portion (our estimate). */
    unitName: text('unit_name'),
    unitGrams: real('unit_grams'),
    /** False: kept for old meals but no longer offered (no source value for it). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('foods_code_uq').on(t.code)],
);

/**
 * Recipe suggestions for a low-scoring nutrient (report/grow/nutrition/high/score/recipe): rows
 * written by us in Chinese and seeded by a migration, the same for every project (not a tenant
 * table). Shown as rules (规则建议), not a model.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** energy | protein | fat | carbohydrate (SCORED_NUTRIENTS in packages/shared). */
    nutrient: text('nutrient').notNull(),
    ingredients: text('ingredients').notNull(),
    method: text('method').notNull(),
    suitableAge: text('suitable_age').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('recipes_code_uq').on(t.code)],
);

/** A child's total sleep of one day (naps included), entered by the family. */
export const sleepRecords = pgTable(
  'sleep_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    day: date('day', { mode: 'string' }).notNull(),
    hours: real('hours').notNull(),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [uniqueIndex('sleep_records_day_uq').on(t.projectId, t.patientId, t.day)],
);

export interface DietaryItem {
  foodId: number;
  name: string;
  grams: number;
  energyKcal: number;
  protein: number;
  fat: number;
  carbohydrate: number;
}

/** Meals (POST /api/patient/dietary/record): food-bank items with grams and their nutrients. */
export const dietaryRecords = pgTable(
  'dietary_records',
  {
    ...tenantColumns(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    mealType: text('meal_type').notNull(),
    eatenAt: timestamp('eaten_at', { withTimezone: true }).notNull(),
    items: jsonb('items').$type<DietaryItem[]>().notNull(),
    energyKcal: real('energy_kcal').notNull(),
    protein: real('protein').notNull(),
    fat: real('fat').notNull(),
    carbohydrate: real('carbohydrate').notNull(),
    questionRecordId: integer('question_record_id'),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [index('dietary_records_patient_idx').on(t.projectId, t.patientId, t.eatenAt)],
);
