import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

const MAX_DEPTH = 8;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const v of Object.values(value)) if (hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL cannot store NUL characters in text; an input holding one would fail in the query
 * (500). Refuses such input up front with 400, for every route of the app.
 */
export default fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request); a throw here answers the 400 like a rejection.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
        throw badRequest('请求参数含有非法字符');
      }
      done();
    });
  },
  { name: 'input-guard' },
);
