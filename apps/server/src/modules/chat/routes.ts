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
import { route } from '../../plugins/route.ts';
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

  route(
    app,
    chat.openRoom,
    { access: 'user', schemas: { body: createAskBody, response: askRoomView }, tags, summary: '创建会话' },
    (ctx, { body }) => openRoom(ctx, body),
  );
  route(
    app,
    chat.rooms,
    {
      access: 'user',
      schemas: { query: pageQuery, response: askRoomPage },
      tags,
      summary: '会话列表',
      description: 'Rooms with at least one record, newest message first.',
    },
    (ctx, { query }) => listRooms(ctx, query),
  );
  route(
    app,
    chat.unread,
    { access: 'user', schemas: { response: askUnreadView }, tags, summary: '未读消息' },
    (ctx) => unreadSummary(ctx),
  );
  route(
    app,
    chat.unreadToday,
    { access: 'user', schemas: { response: askCountView }, tags, summary: '今日未读数' },
    (ctx) => unreadToday(ctx),
  );
  route(
    app,
    chat.unreadAll,
    { access: 'user', schemas: { response: askCountView }, tags, summary: '全部未读数' },
    (ctx) => unreadAll(ctx),
  );
  route(
    app,
    chat.unreadFrom,
    {
      access: 'user',
      schemas: { params: userIdParams, response: askCountView },
      tags,
      summary: '某用户发来的未读数',
    },
    (ctx, { params }) => unreadFrom(ctx, params.userId),
  );
  route(
    app,
    chat.room,
    { access: 'user', schemas: { params: idParam, response: askRoomView }, tags, summary: '会话详情' },
    (ctx, { params }) => getRoom(ctx, params.id),
  );
  route(
    app,
    chat.send,
    {
      access: 'user',
      schemas: { body: sendAskRecordBody, response: askRecordView },
      tags,
      summary: '发送消息',
    },
    (ctx, { body }) => sendRecord(ctx, body),
  );
  route(
    app,
    chat.records,
    {
      access: 'user',
      schemas: { params: askIdParams, query: askRecordsQuery, response: askRecordList },
      tags,
      summary: '聊天记录',
      description: 'Newest first; pass beforeId to scroll back.',
    },
    (ctx, { params, query }) => listRecords(ctx, params.askId, query.beforeId, query.pageSize),
  );
  route(
    app,
    chat.latest,
    {
      access: 'user',
      schemas: { query: askLatestQuery, response: askLatestView },
      tags,
      summary: '最新消息',
    },
    (ctx, { query }) => latestRecord(ctx, query.askId),
  );
  route(
    app,
    chat.read,
    { access: 'user', schemas: { params: askIdParams, response: askCountView }, tags, summary: '标记已读' },
    (ctx, { params }) => readRoom(ctx, params.askId),
  );
  route(
    app,
    chat.revoke,
    { access: 'user', schemas: { params: idParam, response: askRecordView }, tags, summary: '撤回消息' },
    (ctx, { params }) => revoke(ctx, params.id),
  );
  route(
    app,
    chat.alias,
    { access: 'user', schemas: { body: askAliasBody, response: askRoomView }, tags, summary: '设置备注名' },
    (ctx, { body }) => saveAlias(ctx, body),
  );
}
