import type { SessionInfo } from '@kanghu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionInfoSchema } from '../../lib/response-schemas.ts';
import { clearSession, loginPathFor, saveSession, storedUser, takeLoginRedirect } from '../../lib/session.ts';
import { useApp } from '../app-context.ts';

export const sessionKeys = {
  all: ['session'] as const,
  mine: (project: string) => ['session', project, 'mine'] as const,
};

/** GET /api/user/mine: the signed-in session (seeded at start-up and after sign-in). */
export function useSession() {
  const { api, storage, projectKey } = useApp();
  const signedIn = Boolean(storage.getToken(projectKey));
  const query = useQuery({
    queryKey: sessionKeys.mine(projectKey),
    queryFn: () => api.get<SessionInfo>('/api/user/mine', undefined, { schema: sessionInfoSchema }),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  return { ...query, signedIn };
}

/** Stores a fresh session and continues where the visitor wanted to go (or `fallback`). */
export function useCompleteSignIn() {
  const { storage, projectKey } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (info: SessionInfo, fallback: string) => {
    saveSession(storage, projectKey, info);
    queryClient.setQueryData(sessionKeys.mine(projectKey), info);
    void navigate(takeLoginRedirect(storage) || fallback, { replace: true });
  };
}

/** DELETE /api/user/logout, then forget the session locally whatever the server said. */
export function useLogout() {
  const { api, storage, projectKey, config } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.del<unknown>('/api/user/logout', { silent: true }).catch(() => null),
    onSettled: () => {
      const target = loginPathFor(storedUser(storage, projectKey), projectKey, config.defaultPath, false);
      clearSession(storage, projectKey);
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      void navigate(target, { replace: true });
    },
  });
}
