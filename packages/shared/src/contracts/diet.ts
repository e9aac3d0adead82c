import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Diet: food bank, meals, nutrition report. */
export const dietContract = {
  foodBank: { query: s.foodBankQuery, response: s.foodBank },
  addMeal: { body: s.dietaryRecordBody, response: s.dietaryRecordView },
  meals: { query: s.dietaryListQuery, response: s.dietaryList },
  nutritionReport: { query: s.nutritionReportQuery, response: s.nutritionReport },
  recipes: { query: s.recipeQuery, response: s.recipeList },
} satisfies Contract;
