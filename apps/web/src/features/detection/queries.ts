import type { DetectionType } from '@kanghu/shared';
import { detection } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Under the measurement keys of the patient, so a new reading refreshes the reports too. */
export const detectionKeys = {
  report: (project: string, patientId: number, month: string | null, types: string) =>
    ['measurements', project, patientId, 'detection', 'report', month ?? 'now', types] as const,
  history: (project: string, patientId: number, types: string) =>
    ['measurements', project, patientId, 'detection', 'history', types] as const,
};

/** The detection report of the family's types: as of now, or of one month ("YYYY-MM"). */
export function useDetectionReport(
  patientId: number | null,
  month: string | null,
  typeList: readonly DetectionType[],
) {
  const { api, projectKey } = useApp();
  const types = typeList.join(',');
  return useQuery({
    queryKey: detectionKeys.report(projectKey, patientId ?? 0, month, types),
    queryFn: () =>
      api.call(
        detection.report,
        { query: { patientId: patientId ?? 0, types, ...(month ? { month } : {}) } },
        { silent: true },
      ),
    enabled: patientId !== null,
  });
}

/** Months with detection readings, newest first. */
export function useDetectionHistory(patientId: number | null, typeList: readonly DetectionType[]) {
  const { api, projectKey } = useApp();
  const types = typeList.join(',');
  return useQuery({
    queryKey: detectionKeys.history(projectKey, patientId ?? 0, types),
    queryFn: () =>
      api.call(
        detection.history,
        { query: { patientId: patientId ?? 0, months: 12, types } },
        { silent: true },
      ),
    enabled: patientId !== null,
  });
}
