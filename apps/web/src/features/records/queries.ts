import type { CallInput, CheckKind } from '@kanghu/shared';
import { records } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const recordKeys = {
  all: ['records'] as const,
  checksAll: (project: string) => ['records', project, 'check'] as const,
  checks: (project: string, patientId: number, kind: CheckKind | 'all') =>
    ['records', project, 'check', patientId, kind] as const,
  check: (project: string, id: number) => ['records', project, 'check', 'one', id] as const,
  exams: (project: string, patientId: number) => ['records', project, 'exam', patientId] as const,
  exam: (project: string, id: number) => ['records', project, 'exam', 'one', id] as const,
  diagnoses: (project: string, patientId: number) => ['records', project, 'diagnosis', patientId] as const,
  diagnosis: (project: string, id: number) => ['records', project, 'diagnosis', 'one', id] as const,
};

/** The patient's check and inspection records, newest first. */
export function useCheckRecords(patientId: number, kind: CheckKind | 'all') {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.checks(projectKey, patientId, kind),
    queryFn: () =>
      api.call(
        records.listChecks,
        { query: { patientId, kind: kind === 'all' ? undefined : kind, pageSize: 100 } },
        { silent: true },
      ),
  });
}

export function useCheckRecord(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.check(projectKey, id ?? 0),
    queryFn: () => api.call(records.getCheck, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useAddCheckRecord() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof records.addCheck>['body']) => api.call(records.addCheck, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.checksAll(projectKey) }),
  });
}

export function useExaminations(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.exams(projectKey, patientId),
    queryFn: () =>
      api.call(records.listExaminations, { query: { patientId, pageSize: 100 } }, { silent: true }),
  });
}

export function useExamination(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.exam(projectKey, id ?? 0),
    queryFn: () => api.call(records.getExamination, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

export function useDiagnosisRecords(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.diagnoses(projectKey, patientId),
    queryFn: () => api.call(records.listDiagnoses, { query: { patientId, pageSize: 100 } }, { silent: true }),
  });
}

export function useDiagnosisRecord(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: recordKeys.diagnosis(projectKey, id ?? 0),
    queryFn: () => api.call(records.getDiagnosis, { params: { id: id ?? 0 } }, { silent: true }),
    enabled: id !== null,
  });
}

/** The positive integer `?id=` of a detail screen, or null. */
export function idFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
