import type { CallInput } from '@kanghu/shared';
import { equity, patientRelation, questionnaire, records } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { sessionKeys } from '../../app/session/queries.ts';
import { patientKeys } from '../patients/queries.ts';

export const lifetimeKeys = {
  diagnoses: (project: string, patientId: number) => ['lifetime', project, 'diagnoses', patientId] as const,
  evaluations: (project: string, patientId: number) =>
    ['lifetime', project, 'evaluations', patientId] as const,
  equity: (project: string, patientId: number) => ['lifetime', project, 'equity', patientId] as const,
};

/** The diagnoses the family entered (家属填写), newest first. */
export function useArchiveDiagnoses(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifetimeKeys.diagnoses(projectKey, patientId),
    queryFn: () =>
      api.call(records.listArchiveDiagnoses, { query: { patientId, pageSize: 100 } }, { silent: true }),
  });
}

export type ArchiveDiagnosisInput = CallInput<typeof records.addArchiveDiagnosis>['body'];

export function useAddArchiveDiagnosis() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArchiveDiagnosisInput) => api.call(records.addArchiveDiagnosis, { body }),
    onSuccess: (row) =>
      queryClient.invalidateQueries({ queryKey: lifetimeKeys.diagnoses(projectKey, row.patientId) }),
  });
}

/** Scored questionnaires (assessments) of the patient, newest first. */
export function useEvaluations(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifetimeKeys.evaluations(projectKey, patientId),
    queryFn: () =>
      api.call(questionnaire.evaluationRecords, { query: { patientId, pageSize: 100 } }, { silent: true }),
  });
}

/** The patient's 元梦 equity card. */
export function useEquityCard(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: lifetimeKeys.equity(projectKey, patientId),
    queryFn: () => api.call(equity.card, { params: { patientId } }, { silent: true }),
  });
}

/** The partner page's address (a signed, short-lived ticket in it): fetched when the user opens it. */
export function useEquityPageUrl() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (patientId: number) => api.call(equity.pageUrl, { params: { patientId } }),
  });
}

export function useRefundEquity() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patientId: number) => api.call(equity.refund, { params: { patientId } }),
    onSuccess: (card) => queryClient.setQueryData(lifetimeKeys.equity(projectKey, card.patientId), card),
  });
}

/** An SMS code to the patient's phone, proving it before binding. */
export function useSendRelationCode() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (tel: string) => api.call(patientRelation.sendVerifyCode, { query: { tel } }),
  });
}

export type VerifiedPatientInput = CallInput<typeof patientRelation.bindVerified>['body'];

/** Binds an existing patient (`bind`) or creates and binds a new one (`create`), both SMS-verified. */
export function useVerifiedPatient(mode: 'bind' | 'create') {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifiedPatientInput) =>
      api.call(mode === 'bind' ? patientRelation.bindVerified : patientRelation.createVerified, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.mine(projectKey) }),
      ]),
  });
}
