import {
  systemMessageDetail as detailSchema,
  envelope,
  systemMessageIdParams,
  systemMessagePage,
  systemMessageQuery,
  systemMessageRemoved,
} from '@kanghu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import {
  clearReadSystemMessages,
  listSystemMessages,
  type Owner,
  readSystemMessage,
  removeSystemMessage,
  systemMessageDetail,
} from './service.ts';

const tags = ['message'];

function ownerOf(request: FastifyRequest): Owner {
  const session = requireSession(request);
  return { projectId: session.projectId, userId: session.userId };
}

/** System messages of the signed-in user (any role): list, detail, read, delete, clear read. */
export default async function messagesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/message/system',
    {
      schema: {
        querystring: systemMessageQuery,
        response: { 200: envelope(systemMessagePage) },
        tags,
        summary: '系统消息列表',
        description:
          "The signed-in user's system messages, newest first (pageNo, pageSize), with unreadCount.",
      },
    },
    async (request) => ({
      success: true,
      data: await listSystemMessages(services, ownerOf(request), request.query),
    }),
  );

  // Registered before '/:id' routes of the same method so that "clear" is never read as an id.
  r.delete(
    '/api/message/system/clear/read',
    {
      schema: {
        response: { 200: envelope(systemMessageRemoved) },
        tags,
        summary: '清空已读系统消息',
        description: 'Deletes every read system message of the signed-in user; answers how many.',
      },
    },
    async (request) => ({ success: true, data: await clearReadSystemMessages(services, ownerOf(request)) }),
  );

  r.get(
    '/api/message/system/:id',
    {
      schema: {
        params: systemMessageIdParams,
        response: { 200: envelope(detailSchema) },
        tags,
        summary: '系统消息详情',
        description: 'One message of the signed-in user; does not mark it read. Others answer 404.',
      },
    },
    async (request) => ({
      success: true,
      data: await systemMessageDetail(services, ownerOf(request), request.params.id),
    }),
  );

  r.put(
    '/api/message/system/read/:id',
    {
      schema: {
        params: systemMessageIdParams,
        response: { 200: envelope(detailSchema) },
        tags,
        summary: '系统消息标记已读',
        description: 'Marks one message read (idempotent: the first read time is kept). Others answer 404.',
      },
    },
    async (request) => ({
      success: true,
      data: await readSystemMessage(services, ownerOf(request), request.params.id),
    }),
  );

  r.delete(
    '/api/message/system/:id',
    {
      schema: {
        params: systemMessageIdParams,
        response: { 200: envelope(systemMessageRemoved) },
        tags,
        summary: '删除系统消息',
        description: 'Deletes one message of the signed-in user. Others answer 404.',
      },
    },
    async (request) => ({
      success: true,
      data: await removeSystemMessage(services, ownerOf(request), request.params.id),
    }),
  );
}
