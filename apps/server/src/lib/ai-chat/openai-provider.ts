import { type ChatModel, ChatModelError, type ChatTurn } from './provider.ts';

/** Text lines of a byte stream (server-sent events are line based). */
async function* lines(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      yield buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
  }
  if (buffer) yield buffer;
}

/** The text piece of one streamed chunk (`choices[0].delta.content`), or '' when it has none. */
function contentOf(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ChatModelError('malformed stream chunk');
  }
  const choice = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
  const content = choice?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * An OpenAI-compatible chat model: POST {baseUrl}/chat/completions with `stream: true`, read the
 * `data:` lines until `[DONE]`. Aborting the signal aborts the upstream request.
 */
export class OpenAiCompatibleModel implements ChatModel {
  constructor(
    private readonly baseUrl: string,
    readonly name: string,
    private readonly apiKey: string | undefined,
  ) {}

  async *stream(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.name, messages: turns, stream: true }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) return;
      throw new ChatModelError(`model unreachable: ${(error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new ChatModelError(`model answered HTTP ${response.status}`);
    }
    try {
      for await (const line of lines(response.body)) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const piece = contentOf(data);
        if (piece) yield piece;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ChatModelError) throw error;
      throw new ChatModelError(`model stream broke: ${(error as Error).message}`);
    }
    if (!signal.aborted) throw new ChatModelError('model stream ended without [DONE]');
  }
}

/** The configured model (AI_CHAT_BASE_URL and AI_CHAT_MODEL), or null for the offline default. */
export function createChatModel(
  config: { baseUrl: string; model: string; apiKey: string | undefined } | null,
): ChatModel | null {
  return config ? new OpenAiCompatibleModel(config.baseUrl, config.model, config.apiKey) : null;
}
