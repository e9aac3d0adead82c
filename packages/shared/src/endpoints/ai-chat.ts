import type {
  aiChatBody,
  aiCreateSessionBody,
  aiQuickList,
  aiSessionList,
  aiSessionView,
} from '../schemas/ai-chat.ts';
import { endpoint } from './endpoint.ts';

const DS = '/api/base/ds';

/** The AI chat assistant (issue 16 section 2; spec 3 section 3). */
export const aiChat = {
  quick: endpoint<{ response: typeof aiQuickList }>('GET', `${DS}/quick`),
  createSession: endpoint<{ body: typeof aiCreateSessionBody; response: typeof aiSessionView }>(
    'POST',
    `${DS}/create/session`,
  ),
  sessionList: endpoint<{ response: typeof aiSessionList }>('GET', `${DS}/chat/session/list`),
  /** Answers `text/event-stream` (AiChatEvent frames), not the envelope. Path inferred (spec). */
  chat: endpoint<{ body: typeof aiChatBody }>('POST', `${DS}/chat`),
};
