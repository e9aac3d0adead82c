import type { Contract } from '../endpoints/endpoint.ts';
import { aiChatBody, aiCreateSessionBody, aiQuickList, aiSessionList, aiSessionView } from '../index.ts';

/** The AI chat assistant (issue 16 section 2; spec 3 section 3). */
export const aiChatContract = {
  quick: { response: aiQuickList },
  createSession: { body: aiCreateSessionBody, response: aiSessionView },
  sessionList: { response: aiSessionList },
  chat: { body: aiChatBody },
} satisfies Contract;
