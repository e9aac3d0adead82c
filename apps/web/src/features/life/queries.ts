import type { CallOutput, sportRecordBody } from '@kanghu/shared';
import { life } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the life resources: everything of one patient sits under one prefix. */
export const lifeKeys = {
  all: ['life'] as const,
  habits: (project: string, patientId: number) => ['life', project, patientId, 'habits'] as const,
  sport: (project: string, patientId: number) => ['life', project, patientId, 'sport'] as const,
  suggestion: (project: string, patientId: number) =>
    ['life', project, patientId, 'sport-suggestion'] as const,
  meals: (project: string, patientId: number, day: string) =>
    ['life', project, patientId, 'meals', day] as const,
  nutrition: (project: string, patientId: number, day: string) =>
    ['life', project, patientId, 'nutrition', day] as const,
  foods: (project: string) => ['life', project, 'foods'] as const,
};

/** Refetches everything of the patient's life data (habits, sport, meals, nutrition). */
export function useInvalidate() {
  const { projectKey } = useApp();
  const client = useQueryClient();
  return (patientId: number) =>
    client.invalidateQueries({ queryKey: [...lifeKeys.all, projectKey, patientId] });
}

/** The habits (isShow=1) with today's sign state of the patient. */
export function useHabits(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.habits(projectKey, patientId),
    queryFn: () => api.call(life.habits, { query: { isShow: '1', patientId } }, { silent: true }),
  });
}

export function useSignHabit(patientId: number) {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (habitId: number) => api.call(life.signHabit, { body: { patientId, habitId } }),
    onSuccess: () => invalidate(patientId),
  });
}

export type SportList = CallOutput<typeof life.sport>;

/** The last 30 days of exercise. */
export function useSportList(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.sport(projectKey, patientId),
    queryFn: () => api.call(life.sport, { query: { patientId, days: 30 } }, { silent: true }),
  });
}

export type SportBody = z.input<typeof sportRecordBody>;

export function useAddSport() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SportBody) => api.call(life.addSport, { body }),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

export type SportSuggestionData = CallOutput<typeof life.sportSuggestion>;

/** Rule-based exercise suggestions (fixed rules, no model). */
export function useSportSuggestion(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.suggestion(projectKey, patientId),
    queryFn: () => api.call(life.sportSuggestion, { query: { patientId } }, { silent: true }),
  });
}
