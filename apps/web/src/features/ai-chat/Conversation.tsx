import { AI_CHAT_MSG, type AiMessageView, KNOWLEDGE_BASE_PROVIDER, providerLabel } from '@kanghu/shared';
import { type Ref, useEffect, useRef } from 'react';
import css from './AiChat.module.css';
import { AnswerBubble } from './AnswerBubble.tsx';
import type { LiveAnswer } from './answer-state.ts';

function Question({ text, anchor }: { text: string; anchor?: Ref<HTMLDivElement> }) {
  return (
    <div className={css.question} ref={anchor}>
      <div className={css.questionBubble}>{text}</div>
    </div>
  );
}

/**
 * The stored messages of a session, then the answer arriving now (if any). The newest question
 * is scrolled to the top, so its emergency advice and answer read from the start.
 */
export function Conversation({
  messages,
  live,
}: {
  messages: readonly AiMessageView[];
  live: LiveAnswer | null;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const lastQuestionId = messages.reduce((id, m) => (m.role === 'user' ? m.id : id), 0);
  const anchorKey = live ? `live:${live.sessionId}:${live.baseline}` : `stored:${lastQuestionId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest question changes
  useEffect(() => {
    anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [anchorKey]);
  let question = '';
  return (
    <div className={css.messages} aria-live="polite">
      {messages.map((m) => {
        if (m.role === 'user') {
          question = m.content;
          return (
            <Question
              key={m.id}
              text={m.content}
              anchor={!live && m.id === lastQuestionId ? anchor : undefined}
            />
          );
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
          <Question text={live.question} anchor={anchor} />
          <AnswerBubble {...live} />
        </>
      )}
      {messages.length === 0 && !live && <p className={css.intro}>{AI_CHAT_MSG.intro}</p>}
    </div>
  );
}
