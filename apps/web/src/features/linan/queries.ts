import { LINAN_INDEX_CODE } from '@kanghu/shared';
import { careData, follow, questionnaire } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { useQuestionList } from '../questionnaire/queries.ts';

/**
 * The Lin'an health-index questionnaire of the project (found by its code among the project's
 * questionnaires) with the patient's latest result and draft. Reuses the questionnaire list query.
 */
export function useLinanIndex(patientId: number) {
  const list = useQuestionList(patientId);
  const question = list.data?.list.find((q) => q.code === LINAN_INDEX_CODE) ?? null;
  return { ...list, question };
}

/** Query keys of the Lin'an screens (the index itself uses the questionnaire keys). */
export const linanKeys = {
  records: (project: string, patientId: number) => ['linan', project, 'records', patientId] as const,
};

/** The patient's questionnaire records (every questionnaire), newest first. */
export function useAssessmentRecords(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: linanKeys.records(projectKey, patientId),
    queryFn: () => api.call(questionnaire.records, { query: { patientId, pageSize: 50 } }, { silent: true }),
  });
}

/** The patient's follow-up records, newest first (each carries the doctor's medication and adherence). */
export function useFollowMedication(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['linan', projectKey, 'follow-medication', patientId] as const,
    queryFn: () => api.call(follow.records, { query: { patientId, pageSize: 10 } }, { silent: true }),
  });
}

/** The patient's medication records (name, dose, frequency, start and end). */
export function useMedicineRecords(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['linan', projectKey, 'medicine', patientId] as const,
    queryFn: () => api.call(careData.medicineList, { query: { patientId, pageSize: 50 } }, { silent: true }),
  });
}
