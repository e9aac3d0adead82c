import type { aiChatContract } from '../contracts/ai-chat.ts';
import { endpointsOf } from './endpoint.ts';

const DS = '/api/base/ds';

/** The AI chat assistant (issue 16 section 2; spec 3 section 3). */
export const aiChat = endpointsOf<typeof aiChatContract>({
  quick: `GET ${DS}/quick`,
  createSession: `POST ${DS}/create/session`,
  sessionList: `GET ${DS}/chat/session/list`,
  chat: `POST ${DS}/chat`,
});
