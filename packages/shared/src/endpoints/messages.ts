import type {
  systemMessageDetail,
  systemMessageIdParams,
  systemMessagePage,
  systemMessageQuery,
  systemMessageRemoved,
} from '../schemas/messages.ts';
import { endpoint } from './endpoint.ts';

type ById<R> = { params: typeof systemMessageIdParams; response: R };

/** System messages of the signed-in user (any role). */
export const systemMessage = {
  list: endpoint<{ query: typeof systemMessageQuery; response: typeof systemMessagePage }>(
    'GET',
    '/api/message/system',
  ),
  clearRead: endpoint<{ response: typeof systemMessageRemoved }>('DELETE', '/api/message/system/clear/read'),
  detail: endpoint<ById<typeof systemMessageDetail>>('GET', '/api/message/system/:id'),
  markRead: endpoint<ById<typeof systemMessageDetail>>('PUT', '/api/message/system/read/:id'),
  remove: endpoint<ById<typeof systemMessageRemoved>>('DELETE', '/api/message/system/:id'),
};
