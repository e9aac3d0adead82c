import type {
  CheckKind,
  CheckRecordBody,
  CheckRecordPage,
  CheckRecordView,
  DiagnosisRecordView,
  ExaminationSummaryView,
  ExaminationView,
} from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const recordKeys = {
  all: ['records'] as const,
  checks: (project: string, patientId: number, kind: CheckKind | 'all') =>
    ['records', project, 'check', patientId, kind] as const,
  check: (project: string, id: number) => ['records', project, 'check', 'one', id] as const,
  exams: (project: string, patientId: number) => ['records', project, 'exam', patientId] as const,
  exam: (project: string, id: number) => ['records', project, 'exam', 'one', id] as const,
  diagnoses: (project: string, patientId: number) => ['records', project, 'diagnosis', patientId] as const,
  diagnosis: (project: string, id: number) => ['records', project, 'diagnosis', 'one', id] as const,
};

/** GET /api/patient/check/inspection/record: the patient's records, newest first. */
export function useCheckRecords(patientId: number, kind: CheckKind | 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.checks(projectKey, patientId, kind),
    queryFn: () =>
      api.get<CheckRecordPage>(
        '/api/patient/check/inspection/record',
        { patientId, kind: kind === 'all' ? undefined : kind, pageSize: 100 },
        { silent: true },
      ),
  });
}

export function useCheckRecord(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.check(projectKey, id ?? 0),
    queryFn: () =>
      api.get<CheckRecordView>(`/api/patient/check/inspection/record/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** POST /api/patient/check/inspection/record */
export function useAddCheckRecord() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckRecordBody) =>
      api.post<CheckRecordView>('/api/patient/check/inspection/record', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...recordKeys.all, projectKey, 'check'] }),
  });
}

export function useExaminations(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.exams(projectKey, patientId),
    queryFn: () =>
      api.get<Page<ExaminationSummaryView>>(
        '/api/patient/examination',
        { patientId, pageSize: 100 },
        { silent: true },
      ),
  });
}

export function useExamination(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.exam(projectKey, id ?? 0),
    queryFn: () => api.get<ExaminationView>(`/api/patient/examination/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

export function useDiagnosisRecords(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.diagnoses(projectKey, patientId),
    queryFn: () =>
      api.get<Page<DiagnosisRecordView>>(
        '/api/patient/diagnosis/record',
        { patientId, pageSize: 100 },
        { silent: true },
      ),
  });
}

export function useDiagnosisRecord(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.diagnosis(projectKey, id ?? 0),
    queryFn: () =>
      api.get<DiagnosisRecordView>(`/api/patient/diagnosis/record/${id}`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** The positive integer `?id=` of a detail screen, or null. */
export function idFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
