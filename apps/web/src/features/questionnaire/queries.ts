import {
  type Answers,
  type AnswerValue,
  QUESTION_LINK_TOKEN_HEADER,
  type QuestionRecordBody,
} from '@kanghu/shared';
import { questionnaire } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the questionnaire area (issue 12). */
export const questionKeys = {
  all: (project: string) => ['question', project] as const,
  list: (project: string, patientId: number) => ['question', project, 'list', patientId] as const,
  detail: (project: string, id: number) => ['question', project, 'detail', id] as const,
  draft: (project: string, patientId: number, id: number) =>
    ['question', project, 'draft', patientId, id] as const,
  index: (project: string, recordId: number) => ['question', project, 'index', recordId] as const,
  record: (project: string, recordId: number) => ['question', project, 'record', recordId] as const,
  history: (project: string, patientId: number, id: number) =>
    ['question', project, 'history', patientId, id] as const,
  link: (project: string, token: string) => ['question', project, 'link', token] as const,
};

export const toFormList = (answers: Answers) =>
  Object.entries(answers)
    .filter(([, v]) => v !== undefined)
    .map(([key, value]) => ({ key, value: value as AnswerValue }));

export const fromFormList = (list: { key: string; value: AnswerValue }[]): Answers =>
  Object.fromEntries(list.map((e) => [e.key, e.value]));

export function useQuestionList(patientId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.list(projectKey, patientId),
    queryFn: () => api.call(questionnaire.list, { query: { patientId, pageSize: 50 } }, { silent: true }),
  });
}

export function useQuestionDetail(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.detail(projectKey, id),
    queryFn: () => api.call(questionnaire.detail, { params: { id } }, { silent: true }),
    enabled: id > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDraft(patientId: number, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.draft(projectKey, patientId, id),
    queryFn: () => api.call(questionnaire.draft, { query: { patientId, questionId: id } }, { silent: true }),
    enabled: id > 0,
    gcTime: 0,
  });
}

export function useSaveDraft(patientId: number, id: number) {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) =>
      api.call(
        questionnaire.saveDraft,
        { body: { patientId, questionId: id, formList: toFormList(answers) } },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.list(projectKey, patientId) }),
  });
}

export function useSubmitRecord() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionRecordBody) => api.call(questionnaire.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.all(projectKey) }),
  });
}

export function useHealthIndex(recordId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.index(projectKey, recordId),
    queryFn: () => api.call(questionnaire.healthIndex, { params: { id: recordId } }, { silent: true }),
    enabled: recordId > 0,
  });
}

export function useRecordDetail(recordId: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.record(projectKey, recordId),
    queryFn: () => api.call(questionnaire.recordDetail, { params: { id: recordId } }, { silent: true }),
    enabled: recordId > 0,
  });
}

export function useQuestionHistory(patientId: number, id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.history(projectKey, patientId, id),
    queryFn: () =>
      api.call(questionnaire.history, { query: { patientId, questionId: id } }, { silent: true }),
    enabled: id > 0,
  });
}

/** The no-login link: what it is for (read once, the token kept in memory only). */
export function useCheckLink(token: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: questionKeys.link(projectKey, token),
    queryFn: () => api.call(questionnaire.checkLink, { body: { token } }, { silent: true }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitAnonymous() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: { token: string; questionId: number; answers: Answers }) =>
      api.call(questionnaire.submitAnonymous, {
        body: { token: body.token, questionId: body.questionId, formList: toFormList(body.answers) },
      }),
  });
}

/** A single-use no-login link for a patient of the account (to send to the patient's own phone). */
export function useIssueLink() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: { patientId: number; questionId: number }) =>
      api.call(questionnaire.issueLink, { body }),
  });
}

/** An image for an image item of the no-login form: authorised by the link token (a header), not a session. */
export function useLinkUpload(token: string) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call(
        questionnaire.linkUpload,
        { form },
        { headers: { [QUESTION_LINK_TOKEN_HEADER]: token } },
      );
    },
  });
}
