import { systemMessageContract } from '@kanghu/shared/contracts';
import { systemMessage } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['message'];

/** System messages of the signed-in user (any role): list, detail, read, delete, clear read. */
export default async function messagesRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(systemMessage, systemMessageContract, {
    list: {
      summary: '系统消息列表',
      description: "The signed-in user's system messages, newest first (pageNo, pageSize), with unreadCount.",
      handle: (ctx, { query }) => service.listSystemMessages(ctx, query),
    },
  });

  // Registered before '/:id' routes of the same method so that "clear" is never read as an id.
  serve(systemMessage, systemMessageContract, {
    clearRead: {
      summary: '清空已读系统消息',
      description: 'Deletes every read system message of the signed-in user; answers how many.',
      handle: (ctx) => service.clearReadSystemMessages(ctx),
    },
    detail: {
      summary: '系统消息详情',
      description: 'One message of the signed-in user; does not mark it read. Others answer 404.',
      handle: (ctx, { params }) => service.systemMessageDetail(ctx, params.id),
    },
    markRead: {
      summary: '系统消息标记已读',
      description: 'Marks one message read (idempotent: the first read time is kept). Others answer 404.',
      handle: (ctx, { params }) => service.readSystemMessage(ctx, params.id),
    },
    remove: {
      summary: '删除系统消息',
      description: 'Deletes one message of the signed-in user. Others answer 404.',
      handle: (ctx, { params }) => service.removeSystemMessage(ctx, params.id),
    },
  });
}
