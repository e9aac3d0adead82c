import type { Contract } from '../endpoints/endpoint.ts';
import {
  dietaryList,
  dietaryListQuery,
  dietaryRecordBody,
  dietaryRecordView,
  foodBank,
  foodBankQuery,
  nutritionReport,
  nutritionReportQuery,
  recipeList,
  recipeQuery,
} from '../index.ts';

/** Diet: food bank, meals, nutrition report. */
export const dietContract = {
  foodBank: { query: foodBankQuery, response: foodBank },
  addMeal: { body: dietaryRecordBody, response: dietaryRecordView },
  meals: { query: dietaryListQuery, response: dietaryList },
  nutritionReport: { query: nutritionReportQuery, response: nutritionReport },
  recipes: { query: recipeQuery, response: recipeList },
} satisfies Contract;
