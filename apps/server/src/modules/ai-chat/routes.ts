import { aiChatBody } from '@kanghu/shared';
import { aiChatContract } from '@kanghu/shared/contracts';
import { aiChat } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { sseRoute } from '../../plugins/sse-route.ts';
import * as service from './service.ts';

const tags = ['ai-chat'];

/** The AI chat assistant (issue 16 section 2). */
export default async function aiChatRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(aiChat, aiChatContract, {
    quick: { summary: 'AI助手快捷问题', handle: (ctx) => service.listQuickQuestions(ctx) },
    createSession: {
      summary: '创建AI助手会话',
      description:
        'All fields optional. idcard must be a patient the account sees (else 404; stored as the patient, never as the number); doctorId a doctor of the project (else 404).',
      handle: (ctx, { body }) => service.createSession(ctx, body),
    },
    sessionList: { summary: 'AI助手会话记录', handle: (ctx) => service.listSessions(ctx) },
  });
  sseRoute(
    app,
    aiChat.chat,
    {
      access: 'user',
      schemas: { body: aiChatBody },
      tags,
      summary: 'AI助手提问（流式回答）',
      description:
        "Answers text/event-stream: one JSON AiChatEvent per `data:` frame (packages/shared domain/ai-chat.ts): emergency (danger signs; always first), provider, source/delta, error, disclaimer, done. Another account's session: 404 envelope before the stream. Closing the connection stops the provider; the partial answer is stored as stopped.",
    },
    (ctx, { body }, signal) => service.chat(ctx, body, signal),
  );
}
