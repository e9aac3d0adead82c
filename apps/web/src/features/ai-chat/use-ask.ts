import type { AiChatEvent } from '@kanghu/shared';
import { aiChat } from '@kanghu/shared/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { foldEvent, type LiveAnswer, startAnswer } from './answer-state.ts';
import { aiChatKeys } from './queries.ts';

/**
 * Asks the assistant (POST /api/base/ds/chat, server-sent events) and renders the answer as it
 * arrives; `stop` aborts the request (the server stops the provider and keeps what had arrived).
 */
export function useAsk() {
  const { api, projectKey } = useApp();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (sessionId: number, baseline: number, question: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setLive(startAnswer(sessionId, baseline, question));
      try {
        const events = await api.stream(
          aiChat.chat,
          { body: { sessionId, message: question } },
          abort.signal,
        );
        for await (const event of events) setLive((a) => (a ? foldEvent(a, event as AiChatEvent) : a));
      } catch {
        // Aborted by stop, or the failure was shown by the request layer.
      } finally {
        setLive((a) => (a?.streaming ? { ...a, streaming: false, stopped: abort.signal.aborted } : a));
        if (controller.current === abort) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: aiChatKeys.sessions(projectKey) });
      }
    },
    [api, projectKey, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setLive(null), []);
  return { live, ask, stop, clear };
}
