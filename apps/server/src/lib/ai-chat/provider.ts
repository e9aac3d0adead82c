/** One turn of a conversation as a chat model sees it. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A language model answering a conversation as a stream of text pieces (the AI assistant, issue
 * 16 section 2). The one implementation is the OpenAI-compatible `/chat/completions` API
 * (openai-provider.ts); without one configured the assistant answers by knowledge-base search
 * (modules/ai-chat/knowledge-base.ts), which is not a model and is never called one.
 */
export interface ChatModel {
  /** The model's name, stored with each answer and shown in the UI. */
  readonly name: string;
  /** The answer piece by piece; stops (and the upstream request with it) when `signal` aborts. */
  stream(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}

/** The model could not answer (unreachable, refused, malformed stream): a Chinese error event. */
export class ChatModelError extends Error {}
