import {
  systemMessageDetail as detailSchema,
  systemMessageIdParams,
  systemMessagePage,
  systemMessageQuery,
  systemMessageRemoved,
} from '@kanghu/shared';
import { systemMessage } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import {
  clearReadSystemMessages,
  listSystemMessages,
  readSystemMessage,
  removeSystemMessage,
  systemMessageDetail,
} from './service.ts';

const tags = ['message'];

/** System messages of the signed-in user (any role): list, detail, read, delete, clear read. */
export default async function messagesRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    systemMessage.list,
    { query: systemMessageQuery, response: systemMessagePage },
    {
      summary: '系统消息列表',
      description: "The signed-in user's system messages, newest first (pageNo, pageSize), with unreadCount.",
    },
    (ctx, { query }) => listSystemMessages(ctx, query),
  );

  // Registered before '/:id' routes of the same method so that "clear" is never read as an id.
  add(
    systemMessage.clearRead,
    { response: systemMessageRemoved },
    {
      summary: '清空已读系统消息',
      description: 'Deletes every read system message of the signed-in user; answers how many.',
    },
    (ctx) => clearReadSystemMessages(ctx),
  );

  add(
    systemMessage.detail,
    { params: systemMessageIdParams, response: detailSchema },
    {
      summary: '系统消息详情',
      description: 'One message of the signed-in user; does not mark it read. Others answer 404.',
    },
    (ctx, { params }) => systemMessageDetail(ctx, params.id),
  );

  add(
    systemMessage.markRead,
    { params: systemMessageIdParams, response: detailSchema },
    {
      summary: '系统消息标记已读',
      description: 'Marks one message read (idempotent: the first read time is kept). Others answer 404.',
    },
    (ctx, { params }) => readSystemMessage(ctx, params.id),
  );

  add(
    systemMessage.remove,
    { params: systemMessageIdParams, response: systemMessageRemoved },
    { summary: '删除系统消息', description: 'Deletes one message of the signed-in user. Others answer 404.' },
    (ctx, { params }) => removeSystemMessage(ctx, params.id),
  );
}
