import type { CallInput } from '@kanghu/shared';
import { auth, files, user } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { sessionKeys } from '../../app/session/queries.ts';
import { clearSession, loginPathFor, storedUser } from '../../lib/session.ts';

export type ChangePasswordBody = CallInput<typeof auth.changePassword>['body'];
export type UpdateMineBody = NonNullable<CallInput<typeof user.updateMine>['body']>;

/** GET /api/user/mine, fetched again whenever a screen that shows it opens (patients may have changed). */
export function useFreshSession() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: sessionKeys.mine(projectKey),
    queryFn: () => api.call(user.mine),
    refetchOnMount: 'always',
  });
}

/** PUT /api/user/password: the user's own password; other sessions of the user end. */
export function useChangePassword() {
  const { api } = useApp();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.call(auth.changePassword, { body }),
  });
}

/** PUT /api/user/mine, then the session info is fetched again. */
export function useUpdateMine() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMineBody) => api.call(user.updateMine, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.mine(projectKey) }),
  });
}

/** POST /api/upload/file (multipart, plain): answers the stored file's public URL. */
export function useUploadFile(category: string) {
  const { api } = useApp();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.call(files.upload, { query: { path: category }, form });
    },
  });
}

/** DELETE /api/user/cancellation/{id}: the account is closed; sign out here and go to the login page. */
export function useCancelAccount() {
  const { api, storage, projectKey, config } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userId: number) => api.call(auth.cancel, { params: { id: userId } }),
    onSuccess: () => {
      const target = loginPathFor(storedUser(storage, projectKey), projectKey, config.defaultPath, false);
      clearSession(storage, projectKey);
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      void navigate(target, { replace: true });
    },
  });
}
