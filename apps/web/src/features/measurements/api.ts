import type { MeasurementReport, MeasurementType, MeasurementView } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export interface MeasurementPage {
  list: MeasurementView[];
  nextCursor: string | null;
}

export type MonthlyReport = MeasurementReport & { month: string };

export const measurementKeys = {
  all: ['measurements'] as const,
  history: (project: string, patientId: number, type: MeasurementType) =>
    ['measurements', project, patientId, type] as const,
  report: (project: string, patientId: number, type: MeasurementType, range: string) =>
    ['measurements', project, patientId, type, 'report', range] as const,
  monthly: (project: string, patientId: number, type: MeasurementType) =>
    ['measurements', project, patientId, type, 'monthly'] as const,
};

/** The life-data list of each type (spec 2 section 7). */
export const HISTORY_URL: Record<MeasurementType, string> = {
  bp: '/api/patient/blood/pressure',
  bg: '/api/patient/life/bg',
  spo2: '/api/patient/life/blood/oxygen',
  temp: '/api/patient/life/temperature',
  hr: '/api/patient/life/heart/rate',
  mattress: '/api/patient/life/mattress',
  weight: '/api/patient/life/weight',
  lipid: '/api/patient/life/lipid',
};

const REPORT_URL = {
  bp: '/api/patient/life/history/bp/hypertension/report',
  bg: '/api/patient/life/history/bg/health/report',
} as const;
export type ReportType = keyof typeof REPORT_URL;
/** Reports by month: blood pressure through the spec's report-list call (the same figures as findAll). */
const MONTHLY_URL: Record<ReportType, string> = {
  bp: '/api/patient/blood/pressure/report',
  bg: `${REPORT_URL.bg}/findAll`,
};

/** The readings of one type over the last 90 days, newest first (up to `pageSize`). */
export function useHistory(patientId: number | null, type: MeasurementType, pageSize = 100) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: measurementKeys.history(projectKey, patientId ?? 0, type),
    queryFn: () => api.get<MeasurementPage>(HISTORY_URL[type], { patientId, pageSize }, { silent: true }),
    enabled: patientId !== null,
  });
}

export interface ReportRange {
  /** Epoch ms or ISO. */
  start: number | string;
  end: number | string;
}

/** The last `days` days up to now (rounded to the minute so the query key stays put). */
export function lastDays(days: number, now = Date.now()): ReportRange {
  const end = Math.ceil(now / 60_000) * 60_000;
  return { start: end - days * 86_400_000, end };
}

/** The health report of one type over a period. */
export function useReport(patientId: number | null, type: ReportType, range: ReportRange) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: measurementKeys.report(projectKey, patientId ?? 0, type, `${range.start}_${range.end}`),
    queryFn: () =>
      api.get<MeasurementReport>(
        REPORT_URL[type],
        { patientId, start: range.start, end: range.end },
        { silent: true },
      ),
    enabled: patientId !== null,
  });
}

/** One report per calendar month with readings, newest first. */
export function useMonthlyReports(patientId: number | null, type: ReportType) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: measurementKeys.monthly(projectKey, patientId ?? 0, type),
    queryFn: () => api.get<MonthlyReport[]>(MONTHLY_URL[type], { patientId, months: 12 }, { silent: true }),
    enabled: patientId !== null,
  });
}

export interface BloodPressureBody {
  patientId: number;
  high: number;
  low: number;
  heartRate?: number;
  period?: string;
  remark?: string;
  measureTime: string;
  source?: 'manual' | 'bluetooth';
}

export interface MeasurementBody {
  patientId: number;
  type: MeasurementType;
  values: Record<string, number>;
  period?: string;
  remark?: string;
  measureTime: string;
}

/** Refetches every list and report of the patient after a new reading. */
function useInvalidatePatient() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return (patientId: number) =>
    queryClient.invalidateQueries({ queryKey: [...measurementKeys.all, projectKey, patientId] });
}

/** POST /api/patient/blood/pressure */
export function useAddBloodPressure() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (body: BloodPressureBody) => api.post<MeasurementView>('/api/patient/blood/pressure', body),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

/** POST /api/patient/life/measurement: one reading of any type. */
export function useAddMeasurement() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (body: MeasurementBody) => api.post<MeasurementView>('/api/patient/life/measurement', body),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

/** DELETE /api/patient/life/measurement/:id (hand-entered readings only). */
export function useDeleteMeasurement() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (row: MeasurementView) =>
      api.del<null>(`/api/patient/life/measurement/${row.id}`).then(() => row.patientId),
    onSuccess: (patientId) => invalidate(patientId),
  });
}
