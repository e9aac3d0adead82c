import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that Fastify or Node's HTTP parser would write themselves, in the envelope with a Chinese
 * message and never an echo of the request (issue 10 section 4).
 */
const FRAMEWORK_MSG: Record<string, { status: number; msg: string }> = {
  FST_ERR_BAD_URL: { status: 400, msg: '请求地址有误' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, msg: '请求地址过长' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, msg: '请求格式有误' },
};

/** Fastify's `frameworkErrors` option: router-level failures (bad percent-escape, long parameter). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_MSG[error.code] ?? { status: 400, msg: '请求格式有误' };
  void reply.code(known.status).send({ success: false, msg: known.msg });
}

const CLIENT_MSG: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: '请求头或地址过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请重试' },
};

/** Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before any route. */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_MSG[error.code]) || { status: 400, msg: '请求格式有误' };
  const body = JSON.stringify({ success: false, msg: known.msg });
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty
 * body is no body: many HTTP clients send `Content-Type: application/json` on DELETE without one.
 */
export function tolerateEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(request, body as string, done);
  });
}
