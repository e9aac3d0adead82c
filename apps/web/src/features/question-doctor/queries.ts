import type { CallInput, QuestionAssignBody, QuestionDefinitionBody } from '@kanghu/shared';
import { patient, questionAssign, questionnaire } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

type AssignQuery = NonNullable<CallInput<typeof questionAssign.list>['query']>;

/** Query keys of the doctor's questionnaire screens (issue 12, doctor side). */
export const questionDoctorKeys = {
  all: (project: string) => ['question-doctor', project] as const,
  stats: (project: string) => ['question-doctor', project, 'stats'] as const,
  assignments: (project: string, q: AssignQuery) => ['question-doctor', project, 'assign', q] as const,
  risks: (project: string, handled: boolean) => ['question-doctor', project, 'risk', handled] as const,
  records: (project: string, patientId: number) =>
    ['question-doctor', project, 'records', patientId] as const,
  picker: (project: string, search: string) => ['question-doctor', project, 'picker', search] as const,
  questions: (project: string) => ['question-doctor', project, 'questions'] as const,
};

export function useQuestions() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.questions(projectKey),
    queryFn: () => api.call(questionnaire.list, { query: { pageSize: 50 } }, { silent: true }),
  });
}

export function useAssignStats() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.stats(projectKey),
    queryFn: () => api.call(questionAssign.stats, {}, { silent: true }),
  });
}

export function useAssignments(q: AssignQuery) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.assignments(projectKey, q),
    queryFn: () => api.call(questionAssign.list, { query: q }, { silent: true }),
  });
}

export function useRisks(handled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.risks(projectKey, handled),
    queryFn: () =>
      api.call(
        questionAssign.risks,
        { query: { handled: handled ? '1' : '0', pageSize: 50 } },
        { silent: true },
      ),
  });
}

/** Patients of the doctor's scope for the picker (a name fragment, or a whole phone or ID number). */
export function usePatientPicker(search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.picker(projectKey, search),
    queryFn: () =>
      api.call(
        patient.list,
        { query: { scope: 'all', pageSize: 50, ...(search ? { search } : {}) } },
        { silent: true },
      ),
  });
}

/** One patient's questionnaire records (the doctor's patient detail). */
export function usePatientRecords(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionDoctorKeys.records(projectKey, patientId),
    queryFn: () => api.call(questionnaire.records, { query: { patientId, pageSize: 20 } }, { silent: true }),
  });
}

export function useAssign() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionAssignBody) => api.call(questionAssign.assign, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionDoctorKeys.all(projectKey) }),
  });
}

export function useHandleRisk() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => api.call(questionAssign.handleRisk, { params: { id: recordId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: questionDoctorKeys.all(projectKey) });
      void client.invalidateQueries({ queryKey: ['workbench'] });
    },
  });
}

/** The project's definitions for management (built-in or own, version, records). */
export function useDefinitions() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...questionDoctorKeys.all(projectKey), 'definitions'] as const,
    queryFn: () => api.call(questionnaire.definitions, {}, { silent: true }),
  });
}

/** Creates (id 0) or edits a definition; an answered one comes back as a new version. */
export function useSaveDefinition() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuestionDefinitionBody }) =>
      id > 0
        ? api.call(questionnaire.updateDefinition, { params: { id }, body })
        : api.call(questionnaire.createDefinition, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: questionDoctorKeys.all(projectKey) });
      void client.invalidateQueries({ queryKey: ['question', projectKey] });
    },
  });
}

/** A new single-use link for an unanswered assignment (the old one stops working). */
export function useResend() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sendSms }: { id: number; sendSms: boolean }) =>
      api.call(questionAssign.resend, { params: { id }, body: { sendSms } }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionDoctorKeys.all(projectKey) }),
  });
}
