import { ASK_RECORD_SEND, askRecordSendData } from '@kanghu/shared';
import { chatContract } from '@kanghu/shared/contracts';
import { chat } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type AppParts, type Ctx, projectContext } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import * as service from './service.ts';

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
      return service.sendRecord(ctx, data, socket.taskId);
    },
    askRecordSendData,
  );

  const serve = routeTable(app, { access: 'user', tags });
  serve(chat, chatContract, {
    openRoom: { summary: '创建会话', handle: (ctx, { body }) => service.openRoom(ctx, body) },
    rooms: {
      summary: '会话列表',
      description: 'Rooms with at least one record, newest message first.',
      handle: (ctx, { query }) => service.listRooms(ctx, query),
    },
    unread: { summary: '未读消息', handle: (ctx) => service.unreadSummary(ctx) },
    unreadToday: { summary: '今日未读数', handle: (ctx) => service.unreadToday(ctx) },
    unreadAll: { summary: '全部未读数', handle: (ctx) => service.unreadAll(ctx) },
    unreadFrom: {
      summary: '某用户发来的未读数',
      handle: (ctx, { params }) => service.unreadFrom(ctx, params.userId),
    },
    room: { summary: '会话详情', handle: (ctx, { params }) => service.getRoom(ctx, params.id) },
    send: { summary: '发送消息', handle: (ctx, { body }) => service.sendRecord(ctx, body) },
    records: {
      summary: '聊天记录',
      description: 'Newest first; pass beforeId to scroll back.',
      handle: (ctx, { params, query }) =>
        service.listRecords(ctx, params.askId, query.beforeId, query.pageSize),
    },
    latest: { summary: '最新消息', handle: (ctx, { query }) => service.latestRecord(ctx, query.askId) },
    read: { summary: '标记已读', handle: (ctx, { params }) => service.readRoom(ctx, params.askId) },
    revoke: { summary: '撤回消息', handle: (ctx, { params }) => service.revoke(ctx, params.id) },
    alias: { summary: '设置备注名', handle: (ctx, { body }) => service.saveAlias(ctx, body) },
  });
}
