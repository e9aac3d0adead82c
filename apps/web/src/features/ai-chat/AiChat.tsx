import { AI_CHAT_MSG } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './AiChat.module.css';
import { answerStored } from './answer-state.ts';
import { Composer } from './Composer.tsx';
import { Conversation } from './Conversation.tsx';
import { HistoryPopup } from './HistoryPopup.tsx';
import { useAiSessions, useCreateAiSession, useQuickQuestions } from './queries.ts';
import { useAsk } from './use-ask.ts';

/** The conversation of the chosen session (a new one until the first question), quick questions, the box. */
export function AiChat({
  historyOpen,
  onHistory,
}: {
  historyOpen: boolean;
  onHistory: (open: boolean) => void;
}) {
  const sessions = useAiSessions();
  const quick = useQuickQuestions();
  const create = useCreateAiSession();
  const { live, ask, stop, clear } = useAsk();
  const [currentId, setCurrentId] = useState<number | null>(null);

  if (sessions.isPending) return <LoadingState />;
  if (sessions.isError) {
    return <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />;
  }
  const list = sessions.data;
  const current = list.find((s) => s.sessionId === currentId) ?? null;
  const stored = current?.messages ?? [];
  const shownLive = live && live.sessionId === currentId && !answerStored(live, stored) ? live : null;
  const messages = shownLive ? stored.filter((m) => m.id <= shownLive.baseline) : stored;
  const provider = current ?? list[0];
  const knowledgeBase = provider ? provider.provider === 'knowledge-base' : true;
  const streaming = Boolean(live?.streaming);

  const send = async (question: string) => {
    let id = currentId;
    if (id === null || !current) {
      id = (await create.mutateAsync({})).sessionId;
      setCurrentId(id);
    }
    const baseline = stored.reduce((max, m) => Math.max(max, m.id), 0);
    void ask(id, baseline, question);
  };
  const pick = (id: number | null) => {
    if (streaming) stop();
    clear();
    setCurrentId(id);
    onHistory(false);
  };

  return (
    <>
      <div className={css.notice} data-testid="ai-provider">
        <Tag color={knowledgeBase ? 'primary' : 'warning'}>
          {provider?.providerLabel ?? AI_CHAT_MSG.knowledgeBaseLabel}
        </Tag>
        <span>{knowledgeBase ? AI_CHAT_MSG.knowledgeBaseNote : AI_CHAT_MSG.modelNote}</span>
      </div>
      <Conversation messages={messages} live={shownLive} />
      {messages.length === 0 && !shownLive && (
        <div className={css.quick}>
          <span className={css.quickTitle}>{AI_CHAT_MSG.quickTitle}</span>
          {quick.isError && <span className={css.error}>{errorMessage(quick.error)}</span>}
          {(quick.data ?? []).map((q) => (
            <button key={q.id} type="button" className={css.chip} onClick={() => void send(q.question)}>
              {q.question}
            </button>
          ))}
        </div>
      )}
      <Composer streaming={streaming} busy={create.isPending} onSend={(q) => void send(q)} onStop={stop} />
      <HistoryPopup
        open={historyOpen}
        sessions={list}
        currentId={currentId}
        onPick={pick}
        onNew={() => pick(null)}
        onClose={() => onHistory(false)}
      />
    </>
  );
}
