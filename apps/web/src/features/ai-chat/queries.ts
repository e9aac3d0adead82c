import type { AiCreateSessionBody } from '@kanghu/shared';
import { aiChat } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';

/** Query keys of the AI assistant. */
export const aiChatKeys = {
  all: ['aiChat'] as const,
  quick: (project: string) => ['aiChat', project, 'quick'] as const,
  sessions: (project: string) => ['aiChat', project, 'sessions'] as const,
};

/** GET /api/base/ds/quick: the project's quick questions. */
export function useQuickQuestions() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiChatKeys.quick(projectKey),
    queryFn: () => api.call(aiChat.quick, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/base/ds/chat/session/list: the account's sessions with their recent messages. */
export function useAiSessions() {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: aiChatKeys.sessions(projectKey),
    queryFn: () => api.call(aiChat.sessionList, {}, { silent: true }),
  });
}

/** POST /api/base/ds/create/session; the history refetches. */
export function useCreateAiSession() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiCreateSessionBody) => api.call(aiChat.createSession, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiChatKeys.sessions(projectKey) }),
  });
}
