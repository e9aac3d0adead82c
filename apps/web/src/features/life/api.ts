import type { HabitView, SportRecordView, SportType } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Routes of the life screens (spec routes.tsv, family health-patient). */
export const LIFE_PATHS = {
  habit: '/health/patient/life/habit',
  sport: '/health/patient/sport',
  sportAi: '/health/patient/sport/ai',
  eatAi: '/health/patient/eat/ai',
  lifeAiAdd: '/health/patient/life/ai/add',
} as const;

export const lifeKeys = {
  all: ['life'] as const,
  habits: (project: string, patientId: number) => ['life', project, patientId, 'habits'] as const,
  sport: (project: string, patientId: number) => ['life', project, patientId, 'sport'] as const,
  suggestion: (project: string, patientId: number) =>
    ['life', project, patientId, 'sport-suggestion'] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const client = useQueryClient();
  return (patientId: number) =>
    client.invalidateQueries({ queryKey: [...lifeKeys.all, projectKey, patientId] });
}

/** GET /api/patient/life/habit?isShow=1&patientId */
export function useHabits(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.habits(projectKey, patientId),
    queryFn: () =>
      api.get<HabitView[]>('/api/patient/life/habit', { isShow: 1, patientId }, { silent: true }),
  });
}

/** POST /api/patient/life/habit/sign */
export function useSignHabit(patientId: number) {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (habitId: number) =>
      api.post<HabitView>('/api/patient/life/habit/sign', { patientId, habitId }),
    onSuccess: () => invalidate(patientId),
  });
}

export interface SportList {
  list: SportRecordView[];
  daily: Array<{ day: string; minutes: number; calories: number; steps: number }>;
  totalMinutes: number;
  totalCalories: number;
}

/** GET /api/patient/sport: the last 30 days. */
export function useSportList(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.sport(projectKey, patientId),
    queryFn: () => api.get<SportList>('/api/patient/sport', { patientId, days: 30 }, { silent: true }),
  });
}

export interface SportBody {
  patientId: number;
  sportType: SportType;
  minutes: number;
  steps?: number;
  measureTime: string;
  remark?: string;
}

/** POST /api/patient/sport */
export function useAddSport() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SportBody) => api.post<SportRecordView>('/api/patient/sport', body),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

export interface SportSuggestionData {
  basis: {
    weekMinutes: number;
    activeDays: number;
    bpLevel: string | null;
    bpLevelLabel: string | null;
    bmi: number | null;
    age: number | null;
  };
  suggestions: Array<{
    rule: string;
    title: string;
    text: string;
    types: Array<{ key: SportType; label: string }>;
    caution: boolean;
  }>;
  engine: 'rules';
}

/** GET /api/patient/sport/suggestion (fixed rules, no model). */
export function useSportSuggestion(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifeKeys.suggestion(projectKey, patientId),
    queryFn: () =>
      api.get<SportSuggestionData>('/api/patient/sport/suggestion', { patientId }, { silent: true }),
  });
}
