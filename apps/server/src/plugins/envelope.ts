import { MSG } from '@kanghu/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

function fieldMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? MSG.invalidInput;
    return field ? `${message}（${field}）` : message;
  }
  return MSG.invalidInput;
}

/** PostgreSQL errors caused by the input itself: NUL bytes, bad encodings, out-of-range numbers. */
const PG_BAD_INPUT = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008']);

function postgresCode(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The envelope contract: every failure is `{success:false,msg}` with a Chinese message. Bad
 * input is 400, unknown API paths 404 接口不存在, and anything unexpected is logged with the
 * request id and answered 500 未知错误 without internals.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ success: false, msg: error.message });
      }
      if (error.validation || hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({ success: false, msg: fieldMessage(error) });
      }
      const pgCode = postgresCode(error);
      if (pgCode && PG_BAD_INPUT.has(pgCode))
        return reply.status(400).send({ success: false, msg: '请求参数含有非法字符' });
      if (pgCode === '23505')
        return reply.status(409).send({ success: false, msg: '数据已存在，请勿重复提交' });
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send({ success: false, msg: MSG.tooManyRequests });
      if (status === 413) return reply.status(413).send({ success: false, msg: MSG.fileTooLarge });
      if (status === 415) return reply.status(415).send({ success: false, msg: '不支持的请求格式' });
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code }, 'client error');
        return reply.status(status).send({ success: false, msg: '请求格式有误' });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ success: false, msg: MSG.unknownError });
    });
  },
  { name: 'envelope' },
);
