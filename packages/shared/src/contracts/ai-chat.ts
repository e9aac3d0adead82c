import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The AI chat assistant (issue 16 section 2; spec 3 section 3). */
export const aiChatContract = {
  quick: { response: s.aiQuickList },
  createSession: { body: s.aiCreateSessionBody, response: s.aiSessionView },
  sessionList: { response: s.aiSessionList },
  chat: { body: s.aiChatBody },
} satisfies Contract;
