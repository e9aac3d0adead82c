import type { Contract } from '../endpoints/endpoint.ts';
import {
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
  idParam,
  pageQuery,
  sendAskRecordBody,
  userIdParams,
} from '../index.ts';

/** Chat rooms and records (/api/message/ask...); ASK_RECORD_SEND also comes over the socket. */
export const chatContract = {
  openRoom: { body: createAskBody, response: askRoomView },
  rooms: { query: pageQuery, response: askRoomPage },
  unread: { response: askUnreadView },
  unreadToday: { response: askCountView },
  unreadAll: { response: askCountView },
  unreadFrom: { params: userIdParams, response: askCountView },
  room: { params: idParam, response: askRoomView },
  send: { body: sendAskRecordBody, response: askRecordView },
  records: { params: askIdParams, query: askRecordsQuery, response: askRecordList },
  latest: { query: askLatestQuery, response: askLatestView },
  read: { params: askIdParams, response: askCountView },
  revoke: { params: idParam, response: askRecordView },
  alias: { body: askAliasBody, response: askRoomView },
} satisfies Contract;
