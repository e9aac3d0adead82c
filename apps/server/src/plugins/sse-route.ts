import type { Endpoint, HandlerInput, SchemasOf } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../core/access-rules.ts';
import { type CtxOf, type RouteSpec, rawRoute } from './route.ts';

/** One server-sent event frame: a JSON object on one `data:` line. */
export function sseFrame(event: unknown): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Registers an endpoint answering server-sent events (`text/event-stream`). The handler is a
 * service call as for `route()` plus an AbortSignal that aborts when the client goes away; it
 * throws (a 400/404 envelope, as usual) before the stream starts, or returns the events, each
 * written as one `data:` frame as it comes. The connection closes when the events end.
 */
export function sseRoute<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  spec: Omit<RouteSpec<E, A>, 'schemas'> & { schemas: Omit<Required<SchemasOf<E>>, 'response'> },
  handler: (ctx: CtxOf<A>, input: HandlerInput<E>, signal: AbortSignal) => Promise<AsyncIterable<unknown>>,
): void {
  rawRoute(app, endpoint, spec, async (ctx, input, reply) => {
    const abort = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) abort.abort();
    };
    reply.raw.on('close', onClose);
    try {
      const events = await handler(ctx, input, abort.signal);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      for await (const event of events) {
        if (abort.signal.aborted) break;
        reply.raw.write(sseFrame(event));
      }
      reply.raw.end();
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}
