import type {
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
} from '../schemas/diet.ts';
import { endpoint } from './endpoint.ts';

/** Diet: food bank, meals, nutrition report. */
export const diet = {
  foodBank: endpoint<{ query: typeof foodBankQuery; response: typeof foodBank }>(
    'GET',
    '/api/patient/food/bank',
  ),
  addMeal: endpoint<{ body: typeof dietaryRecordBody; response: typeof dietaryRecordView }>(
    'POST',
    '/api/patient/dietary/record',
  ),
  meals: endpoint<{ query: typeof dietaryListQuery; response: typeof dietaryList }>(
    'GET',
    '/api/patient/dietary/record',
  ),
  nutritionReport: endpoint<{ query: typeof nutritionReportQuery; response: typeof nutritionReport }>(
    'GET',
    '/api/patient/nutrition/report',
  ),
  recipes: endpoint<{ query: typeof recipeQuery; response: typeof recipeList }>(
    'GET',
    '/api/patient/nutrition/recipe',
  ),
};
