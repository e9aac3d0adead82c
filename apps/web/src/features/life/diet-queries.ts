import type { CallInput } from '@kanghu/shared';
import { diet } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the diet resource: a patient's meals and reports sit under one prefix. */
export const dietKeys = {
  all: ['diet'] as const,
  patient: (project: string, patientId: number) => ['diet', project, patientId] as const,
  meals: (project: string, patientId: number, day: string) =>
    ['diet', project, patientId, 'meals', day] as const,
  nutrition: (project: string, patientId: number, day: string) =>
    ['diet', project, patientId, 'nutrition', day] as const,
  foods: (project: string) => ['diet', project, 'foods'] as const,
};

/** The whole seeded food table (filtered on the phone). */
export function useFoodBank() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: dietKeys.foods(projectKey),
    queryFn: () => api.call(diet.foodBank, { query: {} }, { silent: true }),
    staleTime: 3_600_000,
  });
}

/** The meals of one China day. */
export function useMeals(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: dietKeys.meals(projectKey, patientId, day),
    queryFn: () => api.call(diet.meals, { query: { patientId, day } }, { silent: true }),
  });
}

export type MealBody = CallInput<typeof diet.addMeal>['body'];

/** Stores a meal; the patient's meal lists and nutrition reports refetch. */
export function useAddMeal() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MealBody) => api.call(diet.addMeal, { body }),
    onSuccess: (row) => client.invalidateQueries({ queryKey: dietKeys.patient(projectKey, row.patientId) }),
  });
}

/** The nutrition report of one China day. */
export function useNutritionReport(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: dietKeys.nutrition(projectKey, patientId, day),
    queryFn: () => api.call(diet.nutritionReport, { query: { patientId, day } }, { silent: true }),
  });
}
