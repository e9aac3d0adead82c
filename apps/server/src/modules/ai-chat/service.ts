import {
  AI_CHAT_LIMITS,
  AI_CHAT_MSG,
  type AiAnswerPiece,
  type AiChatBody,
  type AiChatEvent,
  type AiChatSource,
  type AiCreateSessionBody,
  type AiSessionView,
  dangerSigns,
  KNOWLEDGE_BASE_PROVIDER,
  knowledgeBasePieces,
  providerLabel,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { type ChatModel, ChatModelError, type ChatTurn } from '../../lib/ai-chat/provider.ts';
import { notFound } from '../../lib/errors.ts';
import { retrievePassages } from './knowledge-base.ts';
import {
  doctorExists,
  insertMessage,
  insertSession,
  nameSession,
  ownSessions,
  patientIdByIdcard,
  quickQuestions,
  recentMessages,
} from './repo.ts';
import { sessionView } from './views.ts';

/** Who answers now: the configured model's name, or the offline knowledge-base search. */
const providerOf = (ctx: Ctx) => ctx.services.chatModel?.name ?? KNOWLEDGE_BASE_PROVIDER;

/** GET /api/base/ds/quick */
export function listQuickQuestions(ctx: Ctx) {
  return ctx.inTenant((tx) => quickQuestions(tx));
}

/**
 * POST /api/base/ds/create/session: a session of the signed-in account. The ID card must be of a
 * patient the account sees (else 404, as for any other account's patient); the doctor must be of
 * the project.
 */
export function createSession(ctx: Ctx, body: AiCreateSessionBody): Promise<AiSessionView> {
  return ctx.inTenant(async (tx) => {
    let patientId: number | null = null;
    if (body.idcard) {
      patientId = await patientIdByIdcard(tx, body.idcard);
      if (patientId === null) throw notFound();
      await visiblePatient(tx, await ctx.viewer(tx), patientId);
    }
    if (body.doctorId && !(await doctorExists(tx, body.doctorId))) throw notFound(AI_CHAT_MSG.doctorMissing);
    const id = await insertSession(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      name: body.name ?? '',
      patientId,
      doctorId: body.doctorId ?? null,
    });
    const [row] = await ownSessions(tx, ctx.userId, { id, limit: 1 });
    if (!row) throw notFound(AI_CHAT_MSG.sessionMissing);
    return sessionView(row, [], providerOf(ctx));
  });
}

/** GET /api/base/ds/chat/session/list: the account's own sessions with their recent messages. */
export function listSessions(ctx: Ctx): Promise<AiSessionView[]> {
  return ctx.inTenant(async (tx) => {
    const sessions = await ownSessions(tx, ctx.userId, { limit: AI_CHAT_LIMITS.sessionList });
    const messages = await recentMessages(
      tx,
      sessions.map((s) => s.id),
      AI_CHAT_LIMITS.sessionMessages,
    );
    return sessions.map((s) => sessionView(s, messages, providerOf(ctx)));
  });
}

/**
 * POST /api/base/ds/chat: stores the question, then answers it as events (AiChatEvent): the
 * emergency advice first when the question names danger signs, the provider, the answer as it
 * grows, and the disclaimer. The finished (or stopped) answer is stored with its provider.
 * Another account's session: 404 before anything streams.
 */
export async function chat(
  ctx: Ctx,
  body: AiChatBody,
  signal: AbortSignal,
): Promise<AsyncIterable<AiChatEvent>> {
  const history = await ctx.inTenant(async (tx) => {
    const [session] = await ownSessions(tx, ctx.userId, { id: body.sessionId, limit: 1 });
    if (!session) throw notFound(AI_CHAT_MSG.sessionMissing);
    const earlier = await recentMessages(tx, [session.id], AI_CHAT_LIMITS.modelTurns);
    await insertMessage(tx, {
      projectId: ctx.projectId,
      sessionId: session.id,
      role: 'user',
      content: body.message,
    });
    await nameSession(tx, session.id, body.message.slice(0, AI_CHAT_LIMITS.nameMax));
    return earlier.filter((m) => m.content).map((m): ChatTurn => ({ role: m.role, content: m.content }));
  });
  return answer(ctx, body, history, signal);
}

function modelPieces(model: ChatModel, history: ChatTurn[], message: string, signal: AbortSignal) {
  const turns: ChatTurn[] = [
    { role: 'system', content: AI_CHAT_MSG.systemPrompt },
    ...history,
    { role: 'user', content: message },
  ];
  return model.stream(turns, signal);
}

async function* knowledgeBase(ctx: Ctx, message: string): AsyncIterable<AiAnswerPiece> {
  const passages = await ctx.inTenant((tx) => retrievePassages(tx, ctx.projectId, message));
  yield* knowledgeBasePieces(passages);
}

async function* answer(
  ctx: Ctx,
  body: AiChatBody,
  history: ChatTurn[],
  signal: AbortSignal,
): AsyncGenerator<AiChatEvent> {
  const emergency = dangerSigns(body.message);
  if (emergency.length > 0) yield { type: 'emergency', kinds: emergency };
  const model = ctx.services.chatModel;
  const provider = providerOf(ctx);
  yield { type: 'provider', provider, label: providerLabel(provider), knowledgeBase: !model };

  let text = '';
  const sources: AiChatSource[] = [];
  let failed = false;
  let messageId: number | null | undefined;
  const store = async () => {
    if (messageId !== undefined) return messageId;
    messageId = null;
    if (failed && !text) return null;
    messageId = await ctx.inTenant((tx) =>
      insertMessage(tx, {
        projectId: ctx.projectId,
        sessionId: body.sessionId,
        role: 'assistant',
        content: text,
        provider,
        stopped: signal.aborted,
        emergency,
        sources,
      }),
    );
    return messageId;
  };
  try {
    try {
      const pieces: AsyncIterable<AiAnswerPiece | string> = model
        ? modelPieces(model, history, body.message, signal)
        : knowledgeBase(ctx, body.message);
      for await (const piece of pieces) {
        if (signal.aborted) break;
        if (typeof piece !== 'string' && 'source' in piece) {
          sources.push(piece.source);
          yield { type: 'source', source: piece.source };
          continue;
        }
        const delta = typeof piece === 'string' ? piece : piece.text;
        text += delta;
        yield { type: 'delta', text: delta };
      }
    } catch (error) {
      if (!signal.aborted) {
        failed = true;
        ctx.log.warn({ err: error, provider }, 'ai chat answer failed');
        yield {
          type: 'error',
          msg: error instanceof ChatModelError ? AI_CHAT_MSG.modelFailed : AI_CHAT_MSG.streamFailed,
        };
      }
    }
    const id = await store();
    yield { type: 'disclaimer', text: AI_CHAT_MSG.disclaimer };
    yield { type: 'done', messageId: id, stopped: signal.aborted };
  } finally {
    // The client went away mid-answer: what had arrived is kept, marked stopped.
    if (messageId === undefined) await store();
  }
}
