import {
  type AiMessageView,
  type AiSessionView,
  DANGER_KINDS,
  type DangerKind,
  maskName,
  providerLabel,
} from '@kanghu/shared';
import type { MessageRow, SessionRow } from './repo.ts';

const isDanger = (k: string): k is DangerKind => (DANGER_KINDS as readonly string[]).includes(k);

export function messageView(m: MessageRow): AiMessageView {
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    provider: m.provider,
    stopped: m.stopped,
    emergency: m.emergency.filter(isDanger),
    sources: m.sources,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A session; `provider` answers its next question (ctx.services.chatModel or the knowledge base). */
export function sessionView(s: SessionRow, messages: MessageRow[], provider: string): AiSessionView {
  return {
    sessionId: s.id,
    name: s.name,
    patientName: s.patientName ? maskName(s.patientName) : null,
    doctorId: s.doctorId,
    provider,
    providerLabel: providerLabel(provider),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    messages: messages.filter((m) => m.sessionId === s.id).map(messageView),
  };
}
