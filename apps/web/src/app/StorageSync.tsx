import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchStorage } from '../lib/storage-sync.ts';
import { useApp } from './app-context.ts';
import { sessionKeys } from './session/queries.ts';

/**
 * Keeps this tab in step with sign-ins and sign-outs in other tabs: a changed token refetches the
 * session; a removed token reloads the page, so the guard sends it to the login page.
 */
export function StorageSync() {
  const { storage, projectKey } = useApp();
  const queryClient = useQueryClient();
  useEffect(() => {
    const tokenKey = storage.tokenKey(projectKey);
    return watchStorage(
      window,
      (key) => key === tokenKey,
      () => {
        if (!storage.getToken(projectKey)) window.location.reload();
        else void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      },
    );
  }, [storage, projectKey, queryClient]);
  return null;
}
