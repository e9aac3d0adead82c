import { AI_CHAT_MSG } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSession } from '../../app/session/queries.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import css from './AiChat.module.css';
import { AiChat } from './AiChat.tsx';

/**
 * /ai/chat and /chatGPT (the same screen): the AI health assistant. Answers stream in as they
 * arrive; the screen says who answers (知识库检索 when no model is configured, never a model).
 */
export default function AiChatScreen() {
  const session = useSession();
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <main className={css.page}>
      <PageBar
        title={AI_CHAT_MSG.title}
        fallback="/"
        right={
          session.signedIn ? (
            <Button size="mini" fill="none" onClick={() => setHistoryOpen(true)} data-testid="ai-history">
              {AI_CHAT_MSG.history}
            </Button>
          ) : undefined
        }
      />
      <SessionGate>{() => <AiChat historyOpen={historyOpen} onHistory={setHistoryOpen} />}</SessionGate>
    </main>
  );
}
