import type { ExamResult, KnowledgeType } from '@kanghu/shared';
import { knowledge } from '@kanghu/shared/endpoints';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

export const knowledgeKeys = {
  all: (project: string) => ['knowledge', project] as const,
  list: (project: string, filter: object) => ['knowledge', project, 'list', filter] as const,
  categories: (project: string) => ['knowledge', project, 'categories'] as const,
  detail: (project: string, id: number) => ['knowledge', project, 'detail', id] as const,
  history: (project: string) => ['knowledge', project, 'history'] as const,
  students: (project: string) => ['knowledge', project, 'students'] as const,
  tasks: (project: string) => ['knowledge', project, 'tasks'] as const,
  rank: (project: string, id: number | null) => ['knowledge', project, 'rank', id] as const,
  exam: (project: string, id: number) => ['knowledge', project, 'exam', id] as const,
};

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

export interface KnowledgeFilter {
  type?: KnowledgeType;
  categoryId?: number;
  keyword?: string;
}

/** Published items (isShow 1), page by page; a keyword searches titles and introductions. */
export function useKnowledgeList(filter: KnowledgeFilter) {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: knowledgeKeys.list(projectKey, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(knowledge.list, {
        query: { pageNo: pageParam, ...filter, keyword: filter.keyword || undefined },
      }),
    getNextPageParam: nextPage,
  });
}

export function useCategories() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.categories(projectKey),
    queryFn: () => api.call(knowledge.categories),
  });
}

export function useKnowledgeDetail(id: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.detail(projectKey, id ?? 0),
    enabled: id !== null,
    queryFn: () => api.call(knowledge.detail, { params: { id: id ?? 0 }, query: {} }),
  });
}

export interface PlaySave {
  knowledgeId: number;
  knowledgeCourseId?: number;
  positionSeconds: number;
  durationSeconds?: number;
  progressPer?: number;
  viewDuration: number;
}

/** Saves a position quietly (the player saves often); course and study lists refetch after. */
export function useSavePlay() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaySave) => api.call(knowledge.playSave, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(projectKey) }),
  });
}

export function usePlayHistory() {
  const { api, projectKey } = useApp();
  return useInfiniteQuery({
    queryKey: knowledgeKeys.history(projectKey),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api.call(knowledge.playHistory, { query: { pageNo: pageParam } }),
    getNextPageParam: nextPage,
  });
}

export function useMyCourses() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.students(projectKey),
    queryFn: () => api.call(knowledge.students, { query: { pageSize: 100 } }),
  });
}

export function useJoinCourse() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (knowledgeId: number) => api.call(knowledge.join, { body: { knowledgeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(projectKey) }),
  });
}

export function useUpdateEnrollment() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 0 | 2 }) =>
      api.call(knowledge.studentUpdate, { params: { id }, body: { state } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(projectKey) }),
  });
}

export function useLearnTasks() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.tasks(projectKey),
    queryFn: () => api.call(knowledge.learnTasks),
  });
}

export function useStudyRank(courseId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.rank(projectKey, courseId),
    queryFn: () => api.call(knowledge.studyRank, { query: courseId ? { knowledgeId: courseId } : {} }),
  });
}

export function useExamInfo(courseId: number | null) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: knowledgeKeys.exam(projectKey, courseId ?? 0),
    enabled: courseId !== null,
    queryFn: () => api.call(knowledge.exam, { params: { id: courseId ?? 0 } }),
  });
}

export function useStartExam() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (courseId: number) => api.call(knowledge.examStart, { params: { id: courseId } }),
  });
}

export function useSubmitExam() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: number; answers: { questionId: number; choice: number[] }[] }) =>
      api.call(knowledge.examSubmit, { params: { id }, body: { answers } }),
    onSuccess: (_r: ExamResult) => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(projectKey) }),
  });
}
