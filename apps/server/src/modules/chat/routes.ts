import {
  ASK_RECORD_SEND,
  askAliasBody,
  askIdParams,
  askLatestQuery,
  askRecordSendData,
  askRecordsQuery,
  askRecordView,
  askRoomView,
  createAskBody,
  envelope,
  idParam,
  page,
  pageQuery,
  sendAskRecordBody,
  userIdParams,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from '../inquiry/deps.ts';
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
const count = envelope(z.object({ count: z.number().int() }));

/** Chat rooms and records (/api/message/ask...), plus ASK_RECORD_SEND over the socket. */
export default async function chatRoutes(app: FastifyInstance, opts: { services: Services }) {
  const deps = consultDeps(app, opts.services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Sent over the socket with a taskId: the hub answers a resent id without running this again,
  // and the task id is stored with the record so even a second instance never duplicates it.
  app.realtime.onClientAction(
    ASK_RECORD_SEND,
    async (ctx, data) => sendRecord(deps, ctx.session, data, ctx.taskId),
    askRecordSendData,
  );

  r.post(
    '/api/message/ask',
    { schema: { body: createAskBody, response: { 200: envelope(askRoomView) }, tags, summary: '创建会话' } },
    async (request) => ({ success: true, data: await openRoom(deps, requireSession(request), request.body) }),
  );
  r.get(
    '/api/message/ask/list',
    {
      schema: {
        querystring: pageQuery,
        response: { 200: envelope(page(askRoomView)) },
        tags,
        summary: '会话列表',
        description: 'Rooms with at least one record, newest message first.',
      },
    },
    async (request) => ({
      success: true,
      data: await listRooms(deps, requireSession(request), request.query.pageNo, request.query.pageSize),
    }),
  );
  r.get(
    '/api/message/ask/unread',
    {
      schema: {
        response: {
          200: envelope(
            z.object({
              total: z.number().int(),
              rooms: z.array(z.object({ askId: z.number().int(), unread: z.number().int() })),
            }),
          ),
        },
        tags,
        summary: '未读消息',
      },
    },
    async (request) => ({ success: true, data: await unreadSummary(deps, requireSession(request)) }),
  );
  r.get(
    '/api/message/ask/count/today',
    { schema: { response: { 200: count }, tags, summary: '今日未读数' } },
    async (request) => ({ success: true, data: await unreadToday(deps, requireSession(request)) }),
  );
  r.get(
    '/api/message/ask/count/all',
    { schema: { response: { 200: count }, tags, summary: '全部未读数' } },
    async (request) => ({ success: true, data: await unreadAll(deps, requireSession(request)) }),
  );
  r.get(
    '/api/message/ask/record/user/read/count/user/unread/:userId',
    { schema: { params: userIdParams, response: { 200: count }, tags, summary: '某用户发来的未读数' } },
    async (request) => ({
      success: true,
      data: await unreadFrom(deps, requireSession(request), request.params.userId),
    }),
  );
  r.get(
    '/api/message/ask/:id',
    { schema: { params: idParam, response: { 200: envelope(askRoomView) }, tags, summary: '会话详情' } },
    async (request) => ({
      success: true,
      data: await getRoom(deps, requireSession(request), request.params.id),
    }),
  );
  r.post(
    '/api/message/ask/record',
    {
      schema: {
        body: sendAskRecordBody,
        response: { 200: envelope(askRecordView) },
        tags,
        summary: '发送消息',
      },
    },
    async (request) => ({
      success: true,
      data: await sendRecord(deps, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/message/ask/record/ask/:askId',
    {
      schema: {
        params: askIdParams,
        querystring: askRecordsQuery,
        response: { 200: envelope(z.array(askRecordView)) },
        tags,
        summary: '聊天记录',
        description: 'Newest first; pass beforeId to scroll back.',
      },
    },
    async (request) => ({
      success: true,
      data: await listRecords(
        deps,
        requireSession(request),
        request.params.askId,
        request.query.beforeId,
        request.query.pageSize,
      ),
    }),
  );
  r.get(
    '/api/message/ask/record/latest',
    {
      schema: {
        querystring: askLatestQuery,
        response: { 200: envelope(askRecordView.nullable()) },
        tags,
        summary: '最新消息',
      },
    },
    async (request) => ({
      success: true,
      data: await latestRecord(deps, requireSession(request), request.query.askId),
    }),
  );
  r.put(
    '/api/message/ask/record/ask/:askId/read',
    { schema: { params: askIdParams, response: { 200: count }, tags, summary: '标记已读' } },
    async (request) => ({
      success: true,
      data: await readRoom(deps, requireSession(request), request.params.askId),
    }),
  );
  r.delete(
    '/api/message/ask/record/revoke/:id',
    { schema: { params: idParam, response: { 200: envelope(askRecordView) }, tags, summary: '撤回消息' } },
    async (request) => ({
      success: true,
      data: await revoke(deps, requireSession(request), request.params.id),
    }),
  );
  r.post(
    '/api/message/ask/user/alias',
    { schema: { body: askAliasBody, response: { 200: envelope(askRoomView) }, tags, summary: '设置备注名' } },
    async (request) => ({
      success: true,
      data: await saveAlias(deps, requireSession(request), request.body),
    }),
  );
}
