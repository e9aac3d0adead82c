import { MSG, SHELL_MSG } from '@kanghu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messageKeys } from '../../features/messages/keys.ts';
import { useRealtime, useRealtimeClient } from '../../lib/realtime/context.tsx';
import { useApp } from '../app-context.ts';
import { useLogout, useSession } from '../session/queries.ts';

/** The title of a SYSTEM_MSG push ({id, title}); checked by hand so the shell carries no schema library. */
function titleOf(data: unknown): string {
  const title = data && typeof data === 'object' ? (data as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? title.slice(0, 60) : '';
}

/**
 * Runs the realtime client for the signed-in user: the message channel opens when the session
 * has a token and a user id (spec 1 section 7) and closes on sign-out and page unload.
 * SYSTEM_MSG refreshes the system messages and shows a notice; TOKEN_EXPIRE asks to sign in
 * again (spec 2 section 8) and signs out.
 */
export function RealtimeConnector() {
  const client = useRealtimeClient();
  const { projectKey, storage, ui } = useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const token = session.signedIn ? storage.getToken(projectKey) : '';
  const userId = session.data?.user.id ?? 0;

  useEffect(() => {
    const login = token && userId ? { userId, token, project: projectKey } : null;
    client.connect(login);
    // Closed when the page goes away; a page restored from the back-forward cache reconnects.
    const hide = () => client.disconnect();
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) client.connect(login);
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, [client, token, userId, projectKey]);

  useEffect(() => () => client.disconnect(), [client]);

  const { mutate: signOut } = logout;
  useEffect(
    () =>
      client.onTokenExpire(() => {
        void ui.alert(MSG.sessionExpiredRelogin).then(() => signOut());
      }),
    [client, ui, signOut],
  );

  useRealtime('SYSTEM_MSG', (data) => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    const title = titleOf(data);
    ui.toast(title ? `${SHELL_MSG.newSystemMessage}：${title}` : SHELL_MSG.newSystemMessage);
  });

  return null;
}
