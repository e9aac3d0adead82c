import { AI_CHAT_MSG, type AiMessageView, KNOWLEDGE_BASE_PROVIDER, providerLabel } from '@kanghu/shared';
import { useEffect, useRef } from 'react';
import css from './AiChat.module.css';
import { AnswerBubble } from './AnswerBubble.tsx';
import type { LiveAnswer } from './answer-state.ts';

function Question({ text }: { text: string }) {
  return (
    <div className={css.question}>
      <div className={css.questionBubble}>{text}</div>
    </div>
  );
}

/** The stored messages of a session, then the answer arriving now (if any). */
export function Conversation({
  messages,
  live,
}: {
  messages: readonly AiMessageView[];
  live: LiveAnswer | null;
}) {
  const end = useRef<HTMLDivElement>(null);
  const asked = useRef<HTMLDivElement>(null);
  const liveKey = live ? `${live.sessionId}:${live.baseline}` : '';
  // A new question scrolls to its top (the emergency advice, then the answer, read from the top);
  // an opened conversation to its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a conversation opens or grows
  useEffect(() => {
    if (liveKey) asked.current?.scrollIntoView?.({ block: 'start' });
    else end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, liveKey]);
  let question = '';
  return (
    <div className={css.messages} aria-live="polite">
      {messages.map((m) => {
        if (m.role === 'user') {
          question = m.content;
          return <Question key={m.id} text={m.content} />;
        }
        return (
          <AnswerBubble
            key={m.id}
            question={question}
            emergency={m.emergency}
            label={m.provider ? providerLabel(m.provider) : null}
            knowledgeBase={m.provider === KNOWLEDGE_BASE_PROVIDER}
            text={m.content}
            sources={m.sources}
            stopped={m.stopped}
          />
        );
      })}
      {live && (
        <div ref={asked}>
          <Question text={live.question} />
          <AnswerBubble {...live} />
        </div>
      )}
      {messages.length === 0 && !live && <p className={css.intro}>{AI_CHAT_MSG.intro}</p>}
      <div ref={end} />
    </div>
  );
}
