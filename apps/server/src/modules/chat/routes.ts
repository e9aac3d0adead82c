import {
  ASK_RECORD_SEND,
  askAliasBody,
  askCountView,
  askIdParams,
  askLatestQuery,
  askLatestView,
  askRecordList,
  askRecordSendData,
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
} from '@kanghu/shared';
import { chat } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type AppParts, type Ctx, projectContext } from '../../core/context.ts';
import { routes } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import {
  getRoom,
  latestRecord,
  listRecords,
  listRooms,
  openRoom,
  readRoom,
  revoke,
  saveAlias,
  sendRecord,
  unreadAll,
  unreadFrom,
  unreadSummary,
  unreadToday,
} from './service.ts';

const tags = ['chat'];

/** Chat rooms and records (/api/message/ask...), plus ASK_RECORD_SEND over the socket. */
export default async function chatRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  // Sent over the socket with a taskId: the hub answers a resent id without running this again,
  // and the task id is stored with the record so even a second instance never duplicates it.
  app.realtime.onClientAction(
    ASK_RECORD_SEND,
    async (socket, data) => {
      const ctx = (await projectContext(parts, socket.session.projectId, socket.session)) as Ctx | null;
      if (!ctx) throw new Error('project of a live session vanished');
      return sendRecord(ctx, data, socket.taskId);
    },
    askRecordSendData,
  );

  const add = routes(app, { access: 'user', tags });
  add(chat.openRoom, { body: createAskBody, response: askRoomView }, '创建会话', (ctx, { body }) =>
    openRoom(ctx, body),
  );
  add(
    chat.rooms,
    { query: pageQuery, response: askRoomPage },
    { summary: '会话列表', description: 'Rooms with at least one record, newest message first.' },
    (ctx, { query }) => listRooms(ctx, query),
  );
  add(chat.unread, { response: askUnreadView }, '未读消息', (ctx) => unreadSummary(ctx));
  add(chat.unreadToday, { response: askCountView }, '今日未读数', (ctx) => unreadToday(ctx));
  add(chat.unreadAll, { response: askCountView }, '全部未读数', (ctx) => unreadAll(ctx));
  add(
    chat.unreadFrom,
    { params: userIdParams, response: askCountView },
    '某用户发来的未读数',
    (ctx, { params }) => unreadFrom(ctx, params.userId),
  );
  add(chat.room, { params: idParam, response: askRoomView }, '会话详情', (ctx, { params }) =>
    getRoom(ctx, params.id),
  );
  add(chat.send, { body: sendAskRecordBody, response: askRecordView }, '发送消息', (ctx, { body }) =>
    sendRecord(ctx, body),
  );
  add(
    chat.records,
    { params: askIdParams, query: askRecordsQuery, response: askRecordList },
    { summary: '聊天记录', description: 'Newest first; pass beforeId to scroll back.' },
    (ctx, { params, query }) => listRecords(ctx, params.askId, query.beforeId, query.pageSize),
  );
  add(chat.latest, { query: askLatestQuery, response: askLatestView }, '最新消息', (ctx, { query }) =>
    latestRecord(ctx, query.askId),
  );
  add(chat.read, { params: askIdParams, response: askCountView }, '标记已读', (ctx, { params }) =>
    readRoom(ctx, params.askId),
  );
  add(chat.revoke, { params: idParam, response: askRecordView }, '撤回消息', (ctx, { params }) =>
    revoke(ctx, params.id),
  );
  add(chat.alias, { body: askAliasBody, response: askRoomView }, '设置备注名', (ctx, { body }) =>
    saveAlias(ctx, body),
  );
}
