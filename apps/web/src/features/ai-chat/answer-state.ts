import type { AiChatEvent, AiChatSource, DangerKind } from '@kanghu/shared';

/** An answer as it arrives (the stream's events folded in order). */
export interface LiveAnswer {
  sessionId: number;
  /** The newest stored message id of the session when asked: stored messages after it replace this answer. */
  baseline: number;
  question: string;
  emergency: DangerKind[];
  provider: string | null;
  label: string | null;
  knowledgeBase: boolean;
  text: string;
  sources: AiChatSource[];
  error: string | null;
  disclaimer: string | null;
  streaming: boolean;
  stopped: boolean;
  messageId: number | null;
}

export function startAnswer(sessionId: number, baseline: number, question: string): LiveAnswer {
  return {
    sessionId,
    baseline,
    question,
    emergency: [],
    provider: null,
    label: null,
    knowledgeBase: false,
    text: '',
    sources: [],
    error: null,
    disclaimer: null,
    streaming: true,
    stopped: false,
    messageId: null,
  };
}

/** The answer after one more event. */
export function foldEvent(answer: LiveAnswer, event: AiChatEvent): LiveAnswer {
  switch (event.type) {
    case 'emergency':
      return { ...answer, emergency: event.kinds };
    case 'provider':
      return { ...answer, provider: event.provider, label: event.label, knowledgeBase: event.knowledgeBase };
    case 'delta':
      return { ...answer, text: answer.text + event.text };
    case 'source':
      return { ...answer, sources: [...answer.sources, event.source] };
    case 'error':
      return { ...answer, error: event.msg };
    case 'disclaimer':
      return { ...answer, disclaimer: event.text };
    case 'done':
      return { ...answer, streaming: false, stopped: event.stopped, messageId: event.messageId };
    default:
      return answer;
  }
}

/** Whether the stored messages already hold this answer (then they are shown instead). */
export function answerStored(answer: LiveAnswer, stored: readonly { id: number; role: string }[]): boolean {
  return stored.some((m) => m.role === 'assistant' && m.id > answer.baseline);
}
