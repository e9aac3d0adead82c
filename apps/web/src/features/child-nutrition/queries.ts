import type { CallInput } from '@kanghu/shared';
import { diet, growth, sleep } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { dietKeys } from '../life/diet-queries.ts';

/** Query keys of the children's sleep and sport resources. */
export const childKeys = {
  sleep: (project: string, patientId: number) => ['child-sleep', project, patientId] as const,
  sport: (project: string, patientId: number) => ['child-sport', project, patientId] as const,
};

/** The nutrition report of one China day (child EER when the patient is 1-17). */
export function useDayReport(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: dietKeys.nutrition(projectKey, patientId, day),
    queryFn: () => api.call(diet.nutritionReport, { query: { patientId, day } }, { silent: true }),
  });
}

/** The last `days` days of meals with per-day totals. */
export function useRecentMeals(patientId: number, days: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...dietKeys.patient(projectKey, patientId), 'recent', days],
    queryFn: () => api.call(diet.meals, { query: { patientId, days } }, { silent: true }),
  });
}

/** The seeded recipe rules for a day's low-scoring nutrients. */
export function useRecipes(patientId: number, day: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...dietKeys.patient(projectKey, patientId), 'recipes', day],
    queryFn: () => api.call(diet.recipes, { query: { patientId, day } }, { silent: true }),
  });
}

export function useSleepReport(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: childKeys.sleep(projectKey, patientId),
    queryFn: () => api.call(sleep.report, { query: { patientId, days: 14 } }, { silent: true }),
  });
}

export type SleepBody = CallInput<typeof sleep.addRecord>['body'];

export function useAddSleep() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SleepBody) => api.call(sleep.addRecord, { body }),
    onSuccess: (row) => client.invalidateQueries({ queryKey: childKeys.sleep(projectKey, row.patientId) }),
  });
}

export function useSportReport(patientId: number, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...childKeys.sport(projectKey, patientId), id],
    queryFn: () =>
      api.call(growth.sportTestReport, { query: { patientId, ...(id ? { id } : {}) } }, { silent: true }),
  });
}

export type SportTestBody = CallInput<typeof growth.addSportTest>['body'];

export function useAddSportTest() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SportTestBody) => api.call(growth.addSportTest, { body }),
    onSuccess: (row) => client.invalidateQueries({ queryKey: childKeys.sport(projectKey, row.patientId) }),
  });
}
