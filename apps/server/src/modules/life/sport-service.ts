import {
  ageOn,
  DEFAULT_SPORT_WEIGHT_KG,
  levelLabel,
  SPORT_TYPES,
  type SportRecordView,
  type SportType,
  sportCalories,
  sportSuggestions,
} from '@kanghu/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PatientRow } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { measurements, sportRecords } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { CHINA_ZONE, withPatient } from './scope.ts';

type SportRow = typeof sportRecords.$inferSelect;
const DAY_MS = 86_400_000;

export function sportView(r: SportRow): SportRecordView {
  const type = r.sportType as SportType;
  return {
    id: r.id,
    patientId: r.patientId,
    sportType: type,
    sportLabel: SPORT_TYPES[type]?.label ?? r.sportType,
    minutes: r.minutes,
    steps: r.steps,
    calories: r.calories,
    weightKg: r.weightKg,
    weightAssumed: r.weightAssumed,
    measureTime: r.startedAt.toISOString(),
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
  };
}

async function latestOf(tx: Tx, patientId: number, type: 'weight' | 'bp') {
  const [m] = await tx
    .select()
    .from(measurements)
    .where(and(eq(measurements.patientId, patientId), eq(measurements.type, type)))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id))
    .limit(1);
  return m ?? null;
}

/** The patient's body weight: latest weight reading, else the record's weight, else the default. */
async function weightOf(tx: Tx, patient: PatientRow): Promise<{ kg: number; assumed: boolean }> {
  const m = await latestOf(tx, patient.id, 'weight');
  if (m?.values.weight) return { kg: m.values.weight, assumed: false };
  const extra = patient.extra.weight;
  if (typeof extra === 'number' && extra > 0) return { kg: extra, assumed: false };
  return { kg: DEFAULT_SPORT_WEIGHT_KG, assumed: true };
}

/** POST /api/patient/sport: one exercise; kcal = MET x kg x hours (2011 Compendium METs). */
export async function addSport(
  services: Services,
  request: FastifyRequest,
  body: {
    patientId: number;
    sportType: SportType;
    minutes: number;
    steps?: number | undefined;
    measureTime: Date;
    remark?: string | undefined;
  },
): Promise<SportRecordView> {
  return withPatient(services, request, body.patientId, async ({ tx, projectId, viewer, patient }) => {
    const weight = await weightOf(tx, patient);
    const [row] = await tx
      .insert(sportRecords)
      .values({
        projectId,
        patientId: patient.id,
        sportType: body.sportType,
        minutes: body.minutes,
        steps: body.steps ?? null,
        calories: sportCalories(body.sportType, body.minutes, weight.kg),
        weightKg: weight.kg,
        weightAssumed: weight.assumed,
        startedAt: body.measureTime,
        remark: body.remark ?? null,
        createdByUserId: viewer.userId,
      })
      .returning();
    if (!row) throw new Error('sport insert returned nothing');
    return sportView(row);
  });
}

/** GET /api/patient/sport?patientId&days: records newest first and per-day totals (China days). */
export async function listSport(
  services: Services,
  request: FastifyRequest,
  query: { patientId: number; days: number },
) {
  return withPatient(services, request, query.patientId, async ({ tx, patient }) => {
    const since = new Date(Date.now() - query.days * DAY_MS);
    const where = and(eq(sportRecords.patientId, patient.id), gte(sportRecords.startedAt, since));
    const rows = await tx
      .select()
      .from(sportRecords)
      .where(where)
      .orderBy(desc(sportRecords.startedAt), desc(sportRecords.id))
      .limit(500);
    const day = sql<string>`to_char(${sportRecords.startedAt} at time zone ${sql.raw(`'${CHINA_ZONE}'`)}, 'YYYY-MM-DD')`;
    const daily = await tx
      .select({
        day,
        minutes: sql<number>`sum(${sportRecords.minutes})`.mapWith(Number),
        calories: sql<number>`sum(${sportRecords.calories})`.mapWith(Number),
        steps: sql<number>`coalesce(sum(${sportRecords.steps}), 0)`.mapWith(Number),
      })
      .from(sportRecords)
      .where(where)
      .groupBy(day)
      .orderBy(day);
    return {
      list: rows.map(sportView),
      daily,
      totalMinutes: daily.reduce((s, d) => s + d.minutes, 0),
      totalCalories: daily.reduce((s, d) => s + d.calories, 0),
    };
  });
}

/** GET /api/patient/sport/suggestion?patientId: rule-based suggestions (sportSuggestions). */
export async function sportSuggestion(services: Services, request: FastifyRequest, patientId: number) {
  return withPatient(services, request, patientId, async ({ tx, patient }) => {
    const since = new Date(Date.now() - 7 * DAY_MS);
    const [week] = await tx
      .select({
        minutes: sql<number>`coalesce(sum(${sportRecords.minutes}), 0)`.mapWith(Number),
        days: sql<number>`count(distinct (${sportRecords.startedAt} at time zone ${sql.raw(`'${CHINA_ZONE}'`)})::date)`.mapWith(
          Number,
        ),
      })
      .from(sportRecords)
      .where(and(eq(sportRecords.patientId, patient.id), gte(sportRecords.startedAt, since)));
    const bp = await latestOf(tx, patient.id, 'bp');
    const weight = await latestOf(tx, patient.id, 'weight');
    const basis = {
      weekMinutes: week?.minutes ?? 0,
      activeDays: week?.days ?? 0,
      bpLevel: bp?.level ?? null,
      bmi: weight?.values.bmi ?? null,
      age: ageOn(patient.birthday ?? null),
    };
    return {
      basis: { ...basis, bpLevelLabel: bp ? levelLabel('bp', bp.level) : null },
      suggestions: sportSuggestions(basis).map((s) => ({
        ...s,
        types: s.types.map((key) => ({ key, label: SPORT_TYPES[key].label })),
      })),
      engine: 'rules' as const,
    };
  });
}
