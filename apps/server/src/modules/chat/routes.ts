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
  add(chat.openRoom, { summary: '创建会话', body: createAskBody, response: askRoomView }, (ctx, { body }) =>
    openRoom(ctx, body),
  );
  add(
    chat.rooms,
    {
      summary: '会话列表',
      description: 'Rooms with at least one record, newest message first.',
      query: pageQuery,
      response: askRoomPage,
    },
    (ctx, { query }) => listRooms(ctx, query),
  );
  add(chat.unread, { summary: '未读消息', response: askUnreadView }, (ctx) => unreadSummary(ctx));
  add(chat.unreadToday, { summary: '今日未读数', response: askCountView }, (ctx) => unreadToday(ctx));
  add(chat.unreadAll, { summary: '全部未读数', response: askCountView }, (ctx) => unreadAll(ctx));
  add(
    chat.unreadFrom,
    { summary: '某用户发来的未读数', params: userIdParams, response: askCountView },
    (ctx, { params }) => unreadFrom(ctx, params.userId),
  );
  add(chat.room, { summary: '会话详情', params: idParam, response: askRoomView }, (ctx, { params }) =>
    getRoom(ctx, params.id),
  );
  add(chat.send, { summary: '发送消息', body: sendAskRecordBody, response: askRecordView }, (ctx, { body }) =>
    sendRecord(ctx, body),
  );
  add(
    chat.records,
    {
      summary: '聊天记录',
      description: 'Newest first; pass beforeId to scroll back.',
      params: askIdParams,
      query: askRecordsQuery,
      response: askRecordList,
    },
    (ctx, { params, query }) => listRecords(ctx, params.askId, query.beforeId, query.pageSize),
  );
  add(
    chat.latest,
    { summary: '最新消息', query: askLatestQuery, response: askLatestView },
    (ctx, { query }) => latestRecord(ctx, query.askId),
  );
  add(chat.read, { summary: '标记已读', params: askIdParams, response: askCountView }, (ctx, { params }) =>
    readRoom(ctx, params.askId),
  );
  add(chat.revoke, { summary: '撤回消息', params: idParam, response: askRecordView }, (ctx, { params }) =>
    revoke(ctx, params.id),
  );
  add(chat.alias, { summary: '设置备注名', body: askAliasBody, response: askRoomView }, (ctx, { body }) =>
    saveAlias(ctx, body),
  );
}
