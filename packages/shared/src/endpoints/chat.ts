import type { chatContract } from '../contracts/chat.ts';
import { endpointsOf } from './endpoint.ts';

/** Chat rooms and records (/api/message/ask...); ASK_RECORD_SEND also comes over the socket. */
export const chat = endpointsOf<typeof chatContract>({
  openRoom: 'POST /api/message/ask',
  rooms: 'GET /api/message/ask/list',
  unread: 'GET /api/message/ask/unread',
  unreadToday: 'GET /api/message/ask/count/today',
  unreadAll: 'GET /api/message/ask/count/all',
  unreadFrom: 'GET /api/message/ask/record/user/read/count/user/unread/:userId',
  room: 'GET /api/message/ask/:id',
  send: 'POST /api/message/ask/record',
  records: 'GET /api/message/ask/record/ask/:askId',
  latest: 'GET /api/message/ask/record/latest',
  read: 'PUT /api/message/ask/record/ask/:askId/read',
  revoke: 'DELETE /api/message/ask/record/revoke/:id',
  alias: 'POST /api/message/ask/user/alias',
});
