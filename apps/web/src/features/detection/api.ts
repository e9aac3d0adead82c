import type { DetectionHistoryItem, DetectionReport } from '@kanghu/shared';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Under the measurement keys of the patient, so a new reading refreshes the reports too. */
export const detectionKeys = {
  report: (project: string, patientId: number, month: string | null) =>
    ['measurements', project, patientId, 'detection', 'report', month ?? 'now'] as const,
  history: (project: string, patientId: number) =>
    ['measurements', project, patientId, 'detection', 'history'] as const,
};

/** GET /api/patient/detection/report: as of now, or of one month ("YYYY-MM"). */
export function useDetectionReport(patientId: number | null, month: string | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: detectionKeys.report(projectKey, patientId ?? 0, month),
    queryFn: () =>
      api.get<DetectionReport>(
        '/api/patient/detection/report',
        { patientId, ...(month ? { month } : {}) },
        { silent: true },
      ),
    enabled: patientId !== null,
  });
}

/** GET /api/patient/detection/report/history: months with readings, newest first. */
export function useDetectionHistory(patientId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: detectionKeys.history(projectKey, patientId ?? 0),
    queryFn: () =>
      api.get<DetectionHistoryItem[]>(
        '/api/patient/detection/report/history',
        { patientId, months: 12 },
        { silent: true },
      ),
    enabled: patientId !== null,
  });
}
