import {
  ageInYears,
  assessNutrition,
  childDri,
  chinaDay,
  chinaMidnight,
  DAY_MS,
  type DietaryRecordView,
  lowNutrients,
  MEAL_TYPES,
  type MealType,
  nutrientsOf,
  SCORED_NUTRIENTS,
  type ScoredNutrient,
  scoreNutrients,
  sumNutrients,
} from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { withPatient } from '../../core/with-patient.ts';
import type { DietaryItem, patients } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  type DietRow,
  foodCategories,
  foodRows,
  foodsByIds,
  insertMeal,
  mealOf,
  mealsBetween,
  recipeRows,
} from './repo.ts';

export const FOOD_SOURCE = '中国食物成分表（标准版 第6版），每100克可食部；份量为常见家庭份量的估计';
export const RECIPE_BASIS = '规则建议：按当天得分偏低的营养素匹配预设食谱，不是AI生成';

/** GET /api/patient/food/bank: the food table (a global reference table, read in the caller's tenant). */
export async function foodBank(
  ctx: Ctx,
  query: { keyword?: string | undefined; category?: string | undefined },
) {
  return ctx.inTenant(async (tx) => {
    const list = await foodRows(tx, query);
    const categories = await foodCategories(tx);
    return {
      list: list.map((f) => ({
        id: f.id,
        name: f.name,
        category: f.category,
        energyKcal: f.energyKcal,
        protein: f.protein,
        fat: f.fat,
        carbohydrate: f.carbohydrate,
        unitName: f.unitName,
        unitGrams: f.unitGrams,
        tableCode: f.tableCode,
      })),
      categories,
      source: FOOD_SOURCE,
    };
  });
}

function dietView(r: DietRow): DietaryRecordView {
  const mealType = r.mealType as MealType;
  return {
    id: r.id,
    patientId: r.patientId,
    mealType,
    mealLabel: MEAL_TYPES[mealType] ?? r.mealType,
    eatTime: r.eatenAt.toISOString(),
    items: r.items,
    energyKcal: Math.round(r.energyKcal),
    protein: Math.round(r.protein * 10) / 10,
    fat: Math.round(r.fat * 10) / 10,
    carbohydrate: Math.round(r.carbohydrate * 10) / 10,
    questionRecordId: r.questionRecordId,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
  };
}

/** POST /api/patient/dietary/record: food-bank items with grams; nutrients worked out here. */
export async function addDietaryRecord(
  ctx: Ctx,
  body: {
    patientId: number;
    mealType: MealType;
    eatTime: Date;
    items: Array<{ foodId: number; grams: number }>;
    questionRecordId?: number | undefined;
    remark?: string | undefined;
  },
): Promise<DietaryRecordView> {
  return withPatient(ctx, body.patientId, async ({ tx, viewer, patient }) => {
    const ids = [...new Set(body.items.map((i) => i.foodId))];
    const rows = await foodsByIds(tx, ids);
    const byId = new Map(rows.map((f) => [f.id, f]));
    const items: DietaryItem[] = body.items.map((i) => {
      const f = byId.get(i.foodId);
      if (!f?.active) throw badRequest('食物不存在，请从食物库中选择');
      return { foodId: f.id, name: f.name, grams: i.grams, ...nutrientsOf(f, i.grams) };
    });
    const totals = sumNutrients(items);
    const row = await insertMeal(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      mealType: body.mealType,
      eatenAt: body.eatTime,
      items,
      ...totals,
      questionRecordId: body.questionRecordId ?? null,
      remark: body.remark ?? null,
      createdByUserId: viewer.userId,
    });
    return dietView(row);
  });
}

/** [start, end) of a China day. */
function dayRange(day: string): { start: Date; end: Date } {
  const start = chinaMidnight(day);
  if (Number.isNaN(start.getTime()) || chinaDay(start) !== day) throw badRequest('日期格式有误');
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** GET /api/patient/dietary/record: one China day, or the last `days` days; with per-day totals. */
export async function listDietaryRecords(
  ctx: Ctx,
  query: { patientId: number; day?: string | undefined; days: number },
) {
  return withPatient(ctx, query.patientId, async ({ tx, patient }) => {
    const range = query.day
      ? dayRange(query.day)
      : {
          start: dayRange(chinaDay(new Date(ctx.now().getTime() - (query.days - 1) * DAY_MS))).start,
          end: new Date(ctx.now().getTime() + DAY_MS),
        };
    const rows = await mealsBetween(tx, patient.id, range, 'desc');
    const list = rows.map(dietView);
    const byDay = new Map<string, DietaryRecordView[]>();
    for (const r of list) {
      const day = chinaDay(new Date(r.eatTime));
      byDay.set(day, [...(byDay.get(day) ?? []), r]);
    }
    const daily = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, meals]) => ({ day, ...sumNutrients(meals) }));
    return { list, daily };
  });
}

/**
 * GET /api/patient/nutrition/report: one meal (dietaryRecordId) or a China day (default today),
 * assessed against the Chinese DRIs (packages/shared nutrition.ts). questionRecordId is echoed.
 */
export async function nutritionReport(
  ctx: Ctx,
  query: {
    patientId: number;
    dietaryRecordId?: number | undefined;
    day?: string | undefined;
    questionRecordId?: number | undefined;
  },
) {
  return withPatient(ctx, query.patientId, async ({ tx, patient }) => {
    let rows: DietRow[];
    let day: string;
    if (query.dietaryRecordId !== undefined) {
      rows = await mealOf(tx, patient.id, query.dietaryRecordId);
      const [one] = rows;
      if (!one) throw notFound('饮食记录不存在');
      day = chinaDay(one.eatenAt);
    } else {
      day = query.day ?? chinaDay();
      rows = await mealsBetween(tx, patient.id, dayRange(day), 'asc');
    }
    const views = rows.map(dietView);
    const totals = sumNutrients(views);
    const scope = query.dietaryRecordId !== undefined ? 'meal' : 'day';
    const wholeDay = scope === 'day' && views.length > 0;
    const assessment = assessNutrition(totals, patient.sex, wholeDay, childReference(patient, day));
    const byMeal = new Map<MealType, number>();
    for (const v of views) byMeal.set(v.mealType, (byMeal.get(v.mealType) ?? 0) + v.energyKcal);
    return {
      patientId: patient.id,
      scope,
      day,
      dietaryRecordId: query.dietaryRecordId ?? null,
      questionRecordId: query.questionRecordId ?? null,
      records: views.length,
      ...assessment,
      scores: wholeDay ? scoreNutrients(assessment) : [],
      byMeal: [...byMeal.entries()].map(([mealType, energyKcal]) => ({
        mealType,
        mealLabel: MEAL_TYPES[mealType],
        energyKcal,
      })),
    } as const;
  });
}

type PatientRow = typeof patients.$inferSelect;

/** The child EER for the patient's age on `day` (1-17 years), else null (adult reference). */
function childReference(patient: PatientRow, day: string) {
  const age = ageInYears(patient.birthday, chinaMidnight(day));
  return childDri(age, patient.sex);
}

/**
 * GET /api/patient/nutrition/recipe: the seeded recipes, those for the nutrients the day (default
 * today) scored low on first. Rules, not a model.
 */
export async function recipeSuggestions(ctx: Ctx, query: { patientId: number; day?: string | undefined }) {
  return withPatient(ctx, query.patientId, async ({ tx, patient }) => {
    const day = query.day ?? chinaDay();
    const rows = await mealsBetween(tx, patient.id, dayRange(day), 'asc');
    const totals = sumNutrients(rows.map(dietView));
    const low: ScoredNutrient[] =
      rows.length > 0
        ? lowNutrients(
            scoreNutrients(assessNutrition(totals, patient.sex, true, childReference(patient, day))),
          )
        : [];
    const all = await recipeRows(tx);
    const list = all
      .map((r) => ({
        id: r.id,
        name: r.name,
        nutrient: r.nutrient,
        nutrientLabel: SCORED_NUTRIENTS[r.nutrient as ScoredNutrient] ?? r.nutrient,
        ingredients: r.ingredients,
        method: r.method,
        suitableAge: r.suitableAge,
        matched: low.includes(r.nutrient as ScoredNutrient),
      }))
      .sort((a, b) => Number(b.matched) - Number(a.matched));
    return { day, low, list, basis: RECIPE_BASIS };
  });
}
