import type {
  askAliasBody,
  askCountView,
  askIdParams,
  askLatestQuery,
  askLatestView,
  askRecordList,
  askRecordsQuery,
  askRecordView,
  askRoomPage,
  askRoomView,
  askUnreadView,
  createAskBody,
  sendAskRecordBody,
  userIdParams,
} from '../schemas/chat.ts';
import type { pageQuery } from '../schemas/envelope.ts';
import type { idParam } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

type Count = { response: typeof askCountView };

/** Chat rooms and records (/api/message/ask...); ASK_RECORD_SEND also comes over the socket. */
export const chat = {
  openRoom: endpoint<{ body: typeof createAskBody; response: typeof askRoomView }>(
    'POST',
    '/api/message/ask',
  ),
  rooms: endpoint<{ query: typeof pageQuery; response: typeof askRoomPage }>('GET', '/api/message/ask/list'),
  unread: endpoint<{ response: typeof askUnreadView }>('GET', '/api/message/ask/unread'),
  unreadToday: endpoint<Count>('GET', '/api/message/ask/count/today'),
  unreadAll: endpoint<Count>('GET', '/api/message/ask/count/all'),
  unreadFrom: endpoint<{ params: typeof userIdParams; response: typeof askCountView }>(
    'GET',
    '/api/message/ask/record/user/read/count/user/unread/:userId',
  ),
  room: endpoint<{ params: typeof idParam; response: typeof askRoomView }>('GET', '/api/message/ask/:id'),
  send: endpoint<{ body: typeof sendAskRecordBody; response: typeof askRecordView }>(
    'POST',
    '/api/message/ask/record',
  ),
  records: endpoint<{
    params: typeof askIdParams;
    query: typeof askRecordsQuery;
    response: typeof askRecordList;
  }>('GET', '/api/message/ask/record/ask/:askId'),
  latest: endpoint<{ query: typeof askLatestQuery; response: typeof askLatestView }>(
    'GET',
    '/api/message/ask/record/latest',
  ),
  read: endpoint<{ params: typeof askIdParams; response: typeof askCountView }>(
    'PUT',
    '/api/message/ask/record/ask/:askId/read',
  ),
  revoke: endpoint<{ params: typeof idParam; response: typeof askRecordView }>(
    'DELETE',
    '/api/message/ask/record/revoke/:id',
  ),
  alias: endpoint<{ body: typeof askAliasBody; response: typeof askRoomView }>(
    'POST',
    '/api/message/ask/user/alias',
  ),
};
