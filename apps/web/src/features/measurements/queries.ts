import type { CallInput, MeasurementReport, MeasurementType, MeasurementView } from '@kanghu/shared';
import { measurement } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the measurements resource: everything of one patient sits under one prefix. */
export const measurementKeys = {
  all: ['measurements'] as const,
  patient: (project: string, patientId: number) => ['measurements', project, patientId] as const,
  history: (project: string, patientId: number, type: MeasurementType) =>
    ['measurements', project, patientId, type] as const,
  report: (project: string, patientId: number, type: MeasurementType, range: string) =>
    ['measurements', project, patientId, type, 'report', range] as const,
  monthly: (project: string, patientId: number, type: MeasurementType) =>
    ['measurements', project, patientId, type, 'monthly'] as const,
};

export type MeasurementPage = { list: MeasurementView[]; nextCursor: string | null };
export type MonthlyReport = MeasurementReport & { month: string };

/** The life-data list of each type (spec 2 section 7). */
const HISTORY = {
  bp: measurement.bpList,
  bg: measurement.bgList,
  spo2: measurement.spo2List,
  temp: measurement.tempList,
  hr: measurement.hrList,
  mattress: measurement.mattressList,
  weight: measurement.weightList,
  lipid: measurement.lipidList,
} satisfies Record<MeasurementType, typeof measurement.bpList>;

const REPORT = { bp: measurement.bpReport, bg: measurement.bgReport } as const;
export type ReportType = keyof typeof REPORT;
/** Reports by month, the same figures as the report of each month. */
const MONTHLY = { bp: measurement.bpMonthly, bg: measurement.bgMonthly } as const;

/** The readings of one type over the last 90 days, newest first (up to `pageSize`). */
export function useHistory(patientId: number | null, type: MeasurementType, pageSize = 100) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: measurementKeys.history(projectKey, patientId ?? 0, type),
    queryFn: () =>
      api.call(HISTORY[type], { query: { patientId: patientId ?? 0, pageSize } }, { silent: true }),
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
      api.call(
        REPORT[type],
        { query: { patientId: patientId ?? 0, start: range.start, end: range.end } },
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
    queryFn: () =>
      api.call(MONTHLY[type], { query: { patientId: patientId ?? 0, months: 12 } }, { silent: true }),
    enabled: patientId !== null,
  });
}

type BloodPressureBody = CallInput<typeof measurement.addBloodPressure>['body'];
type MeasurementBody = CallInput<typeof measurement.add>['body'];

/**
 * What the entry forms build: a reading whose type and period come from pickers at run time. The
 * contract's body is a union per type (each with its own periods) that a form cannot name
 * statically; the server checks the pair and answers 400 测量时段有误 for a wrong one.
 */
export type MeasurementEntry = Omit<MeasurementBody, 'type' | 'values' | 'period'> & {
  type: MeasurementType;
  values: Record<string, number>;
  period?: string;
};
export type BloodPressureEntry = Omit<BloodPressureBody, 'period'> & { period?: string };

/** Refetches every list and report of the patient after a new reading. */
function useInvalidatePatient() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return (patientId: number) =>
    queryClient.invalidateQueries({ queryKey: measurementKeys.patient(projectKey, patientId) });
}

export function useAddBloodPressure() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (entry: BloodPressureEntry) =>
      api.call(measurement.addBloodPressure, { body: entry as BloodPressureBody }),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

/** One reading of any type. */
export function useAddMeasurement() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (entry: MeasurementEntry) => api.call(measurement.add, { body: entry as MeasurementBody }),
    onSuccess: (row) => invalidate(row.patientId),
  });
}

/** Hand-entered readings only. */
export function useDeleteMeasurement() {
  const { api } = useApp();
  const invalidate = useInvalidatePatient();
  return useMutation({
    mutationFn: (row: MeasurementView) =>
      api.call(measurement.remove, { params: { id: row.id } }).then(() => row.patientId),
    onSuccess: (patientId) => invalidate(patientId),
  });
}
