import type {
  AiQuestionAddBody,
  AiQuestionRecordBody,
  Answers,
  PostDiagnosisState,
  QuestionAssignState,
} from '@kanghu/shared';
import { aiQuestion, aiResidents } from '@kanghu/shared/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { toFormList } from '../questionnaire/queries.ts';
import type { AiDistrict } from './context.ts';
import { aiKeys } from './queries.ts';

/** Query keys of the district's questionnaires and post-diagnosis list. */
export const aiQuestionKeys = {
  all: (project: string, d: AiDistrict) =>
    [...aiKeys.district(project, d.localAreaCode), 'question'] as const,
};

const P = (d: AiDistrict) => ({ localAreaCode: d.localAreaCode });

/** GET question/before/list (page size 15). */
export function useBeforeQuestions(
  d: AiDistrict,
  state: QuestionAssignState | '',
  pageNo: number,
  search: string,
) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'before', state, pageNo, search],
    queryFn: () =>
      api.call(
        aiQuestion.beforeList,
        { params: P(d), query: { pageNo, search, ...(state ? { state } : {}) } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET question/one for a resident (the form to fill). */
export function useQuestionOne(d: AiDistrict, questionId: number, patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'one', questionId, patientId],
    queryFn: () =>
      api.call(aiQuestion.one, { params: P(d), query: { questionId, patientId } }, { silent: true }),
    enabled: questionId > 0 && patientId > 0,
  });
}

/** GET question/record/detail. */
export function useQuestionRecord(d: AiDistrict, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'record', id],
    queryFn: () => api.call(aiQuestion.recordDetail, { params: P(d), query: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

/** GET question/record/draft: the resident's half-filled form (issue 12's draft), from any phone. */
export function useQuestionDraft(d: AiDistrict, questionId: number, patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'draft', questionId, patientId],
    queryFn: () =>
      api.call(aiQuestion.draft, { params: P(d), query: { questionId, patientId } }, { silent: true }),
    enabled: questionId > 0 && patientId > 0,
    gcTime: 0,
  });
}

/** PUT question/record/draft (暂存). */
export function useSaveQuestionDraft(d: AiDistrict, questionId: number, patientId: number) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (answers: Answers) =>
      api.call(
        aiQuestion.saveDraft,
        { params: P(d), body: { questionId, patientId, formList: toFormList(answers) } },
        { silent: true },
      ),
  });
}

/** POST question/add. */
export function useAddQuestion(d: AiDistrict) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiQuestionAddBody) => api.call(aiQuestion.add, { params: P(d), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiQuestionKeys.all(projectKey, d) }),
  });
}

/** POST question/record (the servicer fills it in with the resident). */
export function useSubmitQuestion(d: AiDistrict) {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AiQuestionRecordBody) => api.call(aiQuestion.record, { params: P(d), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiQuestionKeys.all(projectKey, d) }),
  });
}

/** GET diagnosis/after/list (page size 15). */
export function usePostDiagnosis(
  d: AiDistrict,
  state: PostDiagnosisState | '',
  pageNo: number,
  search: string,
) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'post-diagnosis', state, pageNo, search],
    queryFn: () =>
      api.call(
        aiQuestion.postDiagnosis,
        { params: P(d), query: { pageNo, search, ...(state ? { state } : {}) } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Residents of the district found by name, ID number or phone (the add screen's picker). */
export function useResidentSearch(d: AiDistrict, search: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'residents', search],
    queryFn: () =>
      api.call(
        aiResidents.list,
        { params: P(d), query: { pageNo: 1, pageSize: 15, search } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET patient/info for one resident (the add screen's preselected resident). */
export function useResidentInfo(d: AiDistrict, patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...aiQuestionKeys.all(projectKey, d), 'resident', patientId],
    queryFn: () => api.call(aiResidents.info, { params: P(d), query: { patientId } }, { silent: true }),
    enabled: patientId > 0,
  });
}
