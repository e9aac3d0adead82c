import type { DietaryRecordView, FoodView, MealType } from '@kanghu/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { lifeKeys, useInvalidate } from './queries.ts';

// The diet calls (food bank, meals, nutrition report) of modules/diet: they move to api.call once
// the diet contract exists (another migration).

export interface FoodBankData {
  list: FoodView[];
  categories: string[];
  source: string;
}

/** GET /api/patient/food/bank (the whole seeded table; filtered on the phone). */
export function useFoodBank() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.foods(projectKey),
    queryFn: () => api.get<FoodBankData>('/api/patient/food/bank', {}, { silent: true }),
    staleTime: 3_600_000,
  });
}

export interface MealList {
  list: DietaryRecordView[];
  daily: Array<{ day: string; energyKcal: number; protein: number; fat: number; carbohydrate: number }>;
}

/** GET /api/patient/dietary/record?day */
export function useMeals(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.meals(projectKey, patientId, day),
    queryFn: () => api.get<MealList>('/api/patient/dietary/record', { patientId, day }, { silent: true }),
  });
}

export interface MealBody {
  patientId: number;
  mealType: MealType;
  eatTime: string;
  items: Array<{ foodId: number; grams: number }>;
  remark?: string;
}

/** POST /api/patient/dietary/record */
export function useAddMeal() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: MealBody) => api.post<DietaryRecordView>('/api/patient/dietary/record', body),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

export interface NutritionReportData {
  scope: 'meal' | 'day';
  day: string;
  records: number;
  totals: { energyKcal: number; protein: number; fat: number; carbohydrate: number };
  shares: { protein: number; fat: number; carbohydrate: number };
  reference: { energyKcal: number; proteinG: number; basis: string };
  advice: string[];
  byMeal: Array<{ mealType: MealType; mealLabel: string; energyKcal: number }>;
}

/** GET /api/patient/nutrition/report?day */
export function useNutritionReport(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.nutrition(projectKey, patientId, day),
    queryFn: () =>
      api.get<NutritionReportData>('/api/patient/nutrition/report', { patientId, day }, { silent: true }),
  });
}
