import {
  ageOn,
  DAY_MS,
  DEFAULT_SPORT_WEIGHT_KG,
  levelLabel,
  SPORT_TYPES,
  type SportRecordView,
  type SportType,
  sportCalories,
  sportSuggestions,
} from '@kanghu/shared';
import { type PatientRow, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { insertSport, latestMeasurement, type SportRow, sportSince, sportWeek } from './repo.ts';

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

/** The patient's body weight: latest weight reading, else the record's weight, else the default. */
async function weightOf(tx: Tx, patient: PatientRow): Promise<{ kg: number; assumed: boolean }> {
  const m = await latestMeasurement(tx, patient.id, 'weight');
  if (m?.values.weight) return { kg: m.values.weight, assumed: false };
  const extra = patient.extra.weight;
  if (typeof extra === 'number' && extra > 0) return { kg: extra, assumed: false };
  return { kg: DEFAULT_SPORT_WEIGHT_KG, assumed: true };
}

/** POST /api/patient/sport: one exercise; kcal = MET x kg x hours (2011 Compendium METs). */
export async function addSport(
  ctx: Ctx,
  body: {
    patientId: number;
    sportType: SportType;
    minutes: number;
    steps?: number | undefined;
    measureTime: Date;
    remark?: string | undefined;
  },
): Promise<SportRecordView> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const weight = await weightOf(tx, patient);
    const row = await insertSport(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      sportType: body.sportType,
      minutes: body.minutes,
      steps: body.steps ?? null,
      calories: sportCalories(body.sportType, body.minutes, weight.kg),
      weightKg: weight.kg,
      weightAssumed: weight.assumed,
      startedAt: body.measureTime,
      remark: body.remark ?? null,
      createdByUserId: ctx.userId,
    });
    return sportView(row);
  });
}

/** GET /api/patient/sport?patientId&days: records newest first and per-day totals (China days). */
export async function listSport(ctx: Ctx, query: { patientId: number; days: number }) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const { rows, daily } = await sportSince(tx, patient.id, new Date(Date.now() - query.days * DAY_MS));
    return {
      list: rows.map(sportView),
      daily,
      totalMinutes: daily.reduce((s, d) => s + d.minutes, 0),
      totalCalories: daily.reduce((s, d) => s + d.calories, 0),
    };
  });
}

/** GET /api/patient/sport/suggestion?patientId: rule-based suggestions (sportSuggestions). */
export async function sportSuggestion(ctx: Ctx, patientId: number) {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const week = await sportWeek(tx, patient.id, new Date(Date.now() - 7 * DAY_MS));
    const bp = await latestMeasurement(tx, patient.id, 'bp');
    const weight = await latestMeasurement(tx, patient.id, 'weight');
    const basis = {
      weekMinutes: week.minutes,
      activeDays: week.days,
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
