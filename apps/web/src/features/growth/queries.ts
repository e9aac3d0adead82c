import type { physiqueBody, upsertBabyBody } from '@kanghu/shared';
import { growth, patient } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';

export const growthKeys = {
  all: ['growth'] as const,
  babies: (project: string) => ['growth', project, 'babies'] as const,
  baby: (project: string, id: number) => ['growth', project, id, 'baby'] as const,
  report: (project: string, id: number) => ['growth', project, id, 'report'] as const,
  history: (project: string, id: number) => ['growth', project, id, 'history'] as const,
};

/** The children the account sees (GET /api/patient/baby). */
export function useBabies() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: growthKeys.babies(projectKey),
    queryFn: () => api.call(patient.babies, {}, { silent: true }),
  });
}

export function useBaby(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: growthKeys.baby(projectKey, patientId),
    queryFn: () => api.call(patient.baby, { query: { patientId } }, { silent: true }),
    enabled: patientId > 0,
  });
}

/** The growth report: z-scores, percentiles, chart lines, readings (GET /api/patient/baby/growth). */
export function useGrowthReport(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: growthKeys.report(projectKey, patientId),
    queryFn: () => api.call(growth.babyGrowth, { query: { patientId } }, { silent: true }),
    enabled: patientId > 0,
  });
}

export function usePhysiqueHistory(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: growthKeys.history(projectKey, patientId),
    queryFn: () => api.call(growth.physiqueHistory, { query: { patientId } }, { silent: true }),
    enabled: patientId > 0,
  });
}

export type BabyBody = z.input<typeof upsertBabyBody>;

export function useSaveBaby(id?: number) {
  const { api } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BabyBody) =>
      id ? api.call(patient.updateBaby, { params: { id }, body }) : api.call(patient.addBaby, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: growthKeys.all }),
  });
}

export type PhysiqueBody = z.input<typeof physiqueBody>;

export function useAddPhysique() {
  const { api } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysiqueBody) => api.call(growth.addPhysique, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: growthKeys.all }),
  });
}
