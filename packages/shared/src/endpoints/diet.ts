import type { dietContract } from '../contracts/diet.ts';
import { endpointsOf } from './endpoint.ts';

/** Diet: food bank, meals, nutrition report. */
export const diet = endpointsOf<typeof dietContract>({
  foodBank: 'GET /api/patient/food/bank',
  addMeal: 'POST /api/patient/dietary/record',
  meals: 'GET /api/patient/dietary/record',
  nutritionReport: 'GET /api/patient/nutrition/report',
  recipes: 'GET /api/patient/nutrition/recipe',
});
