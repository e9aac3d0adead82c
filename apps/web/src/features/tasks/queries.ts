import type { FinishTaskBody, TaskBody, TaskQuery } from '@kanghu/shared';
import { task, user } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../../app/app-context.ts';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (project: string, q: TaskQuery) => ['tasks', project, 'list', q] as const,
  one: (project: string, id: number) => ['tasks', project, 'one', id] as const,
  signIns: (project: string, month: string) => ['tasks', project, 'sign-ins', month] as const,
  staff: (project: string) => ['tasks', project, 'staff'] as const,
};

function useInvalidate() {
  const { projectKey } = useApp();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...taskKeys.all, projectKey] });
}

export function useTasks(query: TaskQuery) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: taskKeys.list(projectKey, query),
    queryFn: () => api.call(task.list, { query }, { silent: true }),
  });
}

export function useTask(id: number) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: taskKeys.one(projectKey, id),
    queryFn: () => api.call(task.detail, { params: { id } }, { silent: true }),
  });
}

/** Staff of the caller's org (the assignee choices). */
export function useStaff() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: taskKeys.staff(projectKey),
    queryFn: () => api.call(user.list, { query: { userType: 'servicer', pageSize: 100 } }, { silent: true }),
  });
}

export function useSaveTask() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaskBody }) =>
      id === null ? api.call(task.create, { body }) : api.call(task.update, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveTask() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(task.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useReceiveTask() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.call(task.receive, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useFinishTask() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FinishTaskBody }) =>
      api.call(task.finish, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSignIns(month: string) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: taskKeys.signIns(projectKey, month),
    queryFn: () => api.call(task.signIns, { query: { month } }, { silent: true }),
  });
}

export function useSignIn() {
  const { api } = useApp();
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api.call(task.signIn, {}), onSuccess: invalidate });
}

/** Records the address of a visit to the task centre once per mount (kept once a minute by the server). */
export function useVisitRecord() {
  const { api } = useApp();
  useEffect(() => {
    void api.call(task.ipRecord, { query: { recordType: 1 } }, { silent: true }).catch(() => undefined);
  }, [api]);
}
