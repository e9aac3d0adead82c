import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Chat rooms and records (/api/message/ask...); ASK_RECORD_SEND also comes over the socket. */
export const chatContract = {
  openRoom: { body: s.createAskBody, response: s.askRoomView },
  rooms: { query: s.pageQuery, response: s.askRoomPage },
  unread: { response: s.askUnreadView },
  unreadToday: { response: s.askCountView },
  unreadAll: { response: s.askCountView },
  unreadFrom: { params: s.userIdParams, response: s.askCountView },
  room: { params: s.idParam, response: s.askRoomView },
  send: { body: s.sendAskRecordBody, response: s.askRecordView },
  records: { params: s.askIdParams, query: s.askRecordsQuery, response: s.askRecordList },
  latest: { query: s.askLatestQuery, response: s.askLatestView },
  read: { params: s.askIdParams, response: s.askCountView },
  revoke: { params: s.idParam, response: s.askRecordView },
  alias: { body: s.askAliasBody, response: s.askRoomView },
} satisfies Contract;
