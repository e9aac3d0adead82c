import type { systemMessageContract } from '../contracts/messages.ts';
import { endpointsOf } from './endpoint.ts';

/** System messages of the signed-in user (any role). */
export const systemMessage = endpointsOf<typeof systemMessageContract>({
  list: 'GET /api/message/system',
  clearRead: 'DELETE /api/message/system/clear/read',
  detail: 'GET /api/message/system/:id',
  markRead: 'PUT /api/message/system/read/:id',
  remove: 'DELETE /api/message/system/:id',
});
