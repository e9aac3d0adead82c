import { z } from 'zod';
import {
  FOOD_MAX_GRAMS,
  MEAL_MAX_ITEMS,
  MEAL_TYPE_KEYS,
  type MealType,
  SCORED_NUTRIENT_KEYS,
  type ScoredNutrient,
} from '../domain/nutrition.ts';
import { rowIdField } from './auth.ts';
import { measureTimeField } from './measurement.ts';

/** A calendar day YYYY-MM-DD that exists (2026-02-30 is refused). */
export const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, '日期格式有误');

export const mealTypeSchema = z.enum(MEAL_TYPE_KEYS as [MealType, ...MealType[]], { error: '请选择餐次' });

const nutrients = {
  energyKcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrate: z.number(),
};

export const foodView = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** Per 100 g edible portion. */
  ...nutrients,
  /** A household portion (1碗米饭) and its grams of edible portion; null when none is set. */
  unitName: z.string().nullable(),
  unitGrams: z.number().nullable(),
  /** The food's code in the China Food Composition Tables (6th ed.); null for older rows. */
  tableCode: z.string().nullable(),
});
export type FoodView = z.infer<typeof foodView>;

export const foodBankQuery = z.object({
  keyword: z.string().trim().max(20, '关键词不能超过20个字').optional(),
  category: z.string().trim().max(20, '分类有误').optional(),
});
export const foodBank = z.object({
  list: z.array(foodView),
  categories: z.array(z.string()),
  source: z.string(),
});

export const dietaryRecordBody = z.strictObject({
  patientId: rowIdField,
  mealType: mealTypeSchema,
  eatTime: measureTimeField,
  items: z
    .array(
      z.strictObject({
        foodId: rowIdField,
        grams: z
          .number({ error: '食物重量须为数字' })
          .min(1, '食物重量不能小于1克')
          .max(FOOD_MAX_GRAMS, `食物重量不能超过${FOOD_MAX_GRAMS}克`),
      }),
      { error: '请选择食物' },
    )
    .min(1, '请至少选择一种食物')
    .max(MEAL_MAX_ITEMS, `每餐最多${MEAL_MAX_ITEMS}种食物`),
  /** A questionnaire record this meal answers (spec 3 section 3); kept as given. */
  questionRecordId: rowIdField.optional(),
  remark: z.string().trim().max(200, '备注不能超过200个字').optional(),
});

export const dietaryItemView = z.object({
  foodId: z.number().int(),
  name: z.string(),
  grams: z.number(),
  ...nutrients,
});

export const dietaryRecordView = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  mealType: mealTypeSchema,
  mealLabel: z.string(),
  eatTime: z.string(),
  items: z.array(dietaryItemView),
  ...nutrients,
  questionRecordId: z.number().int().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type DietaryRecordView = z.infer<typeof dietaryRecordView>;

export const dietaryListQuery = z.object({
  patientId: rowIdField,
  /** A China day YYYY-MM-DD; default the last `days` days. */
  day: dayField.optional(),
  days: z.coerce
    .number({ error: '天数须为数字' })
    .int()
    .min(1, '天数须大于0')
    .max(90, '天数不能超过90')
    .default(7),
});
export const dietaryList = z.object({
  list: z.array(dietaryRecordView),
  daily: z.array(z.object({ day: z.string(), ...nutrients })),
});

export const nutritionReportQuery = z.object({
  patientId: rowIdField,
  /** One meal; without it, the China day `day` (default today). */
  dietaryRecordId: rowIdField.optional(),
  day: dayField.optional(),
  questionRecordId: rowIdField.optional(),
});

export const nutritionReport = z.object({
  patientId: z.number().int(),
  scope: z.enum(['meal', 'day']),
  day: z.string(),
  dietaryRecordId: z.number().int().nullable(),
  questionRecordId: z.number().int().nullable(),
  records: z.number().int(),
  totals: z.object(nutrients),
  shares: z.object({ protein: z.number(), fat: z.number(), carbohydrate: z.number() }),
  reference: z.object({
    energyKcal: z.number(),
    proteinG: z.number().nullable(),
    basis: z.string(),
    child: z.boolean(),
  }),
  advice: z.array(z.string()),
  /** Whole-day scores (our rules over the DRI reference); empty for one meal or an empty day. */
  scores: z.array(
    z.object({
      nutrient: z.enum(SCORED_NUTRIENT_KEYS as [ScoredNutrient, ...ScoredNutrient[]]),
      label: z.string(),
      score: z.number(),
      status: z.enum(['low', 'ok', 'high']),
      target: z.string(),
      value: z.string(),
    }),
  ),
  byMeal: z.array(z.object({ mealType: mealTypeSchema, mealLabel: z.string(), energyKcal: z.number() })),
});

export const recipeQuery = z.object({
  patientId: rowIdField,
  /** The China day whose low-scoring nutrients pick the recipes (default today). */
  day: dayField.optional(),
});
export const recipeView = z.object({
  id: z.number().int(),
  name: z.string(),
  nutrient: z.string(),
  nutrientLabel: z.string(),
  ingredients: z.string(),
  method: z.string(),
  suitableAge: z.string(),
});
export const recipeList = z.object({
  day: z.string(),
  /** Nutrients the day scored low on; recipes are listed for these first. */
  low: z.array(z.string()),
  list: z.array(recipeView.extend({ matched: z.boolean() })),
  /** Always 规则建议: fixed rules and seeded recipes, not a model. */
  basis: z.string(),
});
