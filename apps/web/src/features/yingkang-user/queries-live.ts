import { systemMessage } from '@kanghu/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { messageKeys } from '../messages/keys.ts';

/** The kind of the system messages that announce a live broadcast. */
export const LIVE_MESSAGE_KIND = 'live';

/** The account's live-broadcast notices, newest first (under the system messages' keys). */
export function useLiveNotices() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: [...messageKeys.list(projectKey), LIVE_MESSAGE_KIND],
    queryFn: () =>
      api.call(systemMessage.list, { query: { kind: LIVE_MESSAGE_KIND, pageSize: 50 } }, { silent: true }),
  });
}
