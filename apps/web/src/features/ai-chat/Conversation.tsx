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
  const liveText = live?.text.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll as the answer grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, liveText]);
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
        <>
          <Question text={live.question} />
          <AnswerBubble {...live} />
        </>
      )}
      {messages.length === 0 && !live && <p className={css.intro}>{AI_CHAT_MSG.intro}</p>}
      <div ref={end} />
    </div>
  );
}
