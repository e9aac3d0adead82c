import { z } from 'zod';
import { AI_CHAT_LIMITS, AI_CHAT_MSG } from '../domain/ai-chat.ts';
import { DANGER_KINDS } from '../domain/danger-signs.ts';
import { idcardField, rowIdField } from './auth.ts';

/** GET /api/base/ds/quick: the project's quick questions, in order. */
export const aiQuickQuestion = z.object({ id: z.number().int(), question: z.string() });
export const aiQuickList = z.array(aiQuickQuestion);
export type AiQuickQuestion = z.infer<typeof aiQuickQuestion>;

/**
 * POST /api/base/ds/create/session (spec 3 section 3: name, idcard, doctorId). All optional: the
 * name of the session (else the first question names it), the ID card of a patient the account
 * sees (the session is about them; stored as the patient, never as the number) and a doctor of
 * the project.
 */
export const aiCreateSessionBody = z.object({
  name: z
    .string({ error: '会话名称须为文字' })
    .trim()
    .max(AI_CHAT_LIMITS.nameMax, AI_CHAT_MSG.nameTooLong)
    .optional(),
  idcard: idcardField.optional(),
  doctorId: rowIdField.optional(),
});
export type AiCreateSessionBody = z.infer<typeof aiCreateSessionBody>;

export const aiSourceView = z.object({ articleId: z.number().int(), title: z.string() });

export const aiMessageView = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Assistant answers: 'knowledge-base' or the model's name. */
  provider: z.string().nullable(),
  /** The user pressed stop: the answer is what had arrived. */
  stopped: z.boolean(),
  /** Danger signs of the question the answer replies to (the emergency advice shows first). */
  emergency: z.array(z.enum(DANGER_KINDS)),
  sources: z.array(aiSourceView),
  createdAt: z.string(),
});
export type AiMessageView = z.infer<typeof aiMessageView>;

export const aiSessionView = z.object({
  sessionId: z.number().int(),
  name: z.string(),
  /** The patient the session is about (masked name), if one was given. */
  patientName: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  /** Who answers the next question: 'knowledge-base' (offline search) or the configured model. */
  provider: z.string(),
  providerLabel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest AI_CHAT_LIMITS.sessionMessages messages, oldest first. */
  messages: z.array(aiMessageView),
});
export type AiSessionView = z.infer<typeof aiSessionView>;

/** GET /api/base/ds/chat/session/list: the account's own sessions, newest first. */
export const aiSessionList = z.array(aiSessionView);

/** POST /api/base/ds/chat: answered as server-sent events (AiChatEvent of domain/ai-chat.ts). */
export const aiChatBody = z.object({
  sessionId: rowIdField,
  message: z
    .string({ error: AI_CHAT_MSG.messageEmpty })
    .trim()
    .min(1, AI_CHAT_MSG.messageEmpty)
    .max(AI_CHAT_LIMITS.messageMax, AI_CHAT_MSG.messageTooLong),
});
export type AiChatBody = z.infer<typeof aiChatBody>;
