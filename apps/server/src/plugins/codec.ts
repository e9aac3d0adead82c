import { parse } from 'node:querystring';
import {
  CODEC_QUERY_FIELD,
  CODEC_SCHEME,
  decodeBody,
  decodeQuery,
  encodeBody,
  isPlainPath,
} from '@kanghu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    scrambled: boolean;
  }
}

function wantsScramble(request: FastifyRequest): boolean {
  return request.headers.decodeway === CODEC_SCHEME && !isPlainPath(request.url);
}

/** Unscrambles request bodies and query strings, and scrambles the answers (see shared codec). */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('scrambled', false);
    // A callback hook (no promise per request); a throw here answers the 400 like a rejection.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!wantsScramble(request)) return done();
      request.scrambled = true;
      const query = request.query as Record<string, unknown> | undefined;
      const q = query?.[CODEC_QUERY_FIELD];
      if (typeof q === 'string') {
        const text = decodeQuery(q);
        if (text === null) throw badRequest('请求参数解码失败');
        request.query = { ...parse(text) };
      }
      if (request.body !== undefined && request.body !== null) {
        const decoded = decodeBody(request.body);
        if (!decoded.ok) throw badRequest('请求内容解码失败');
        request.body = decoded.value;
      }
      done();
    });
    // A callback hook: the plain answers (nearly all) pass through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.scrambled || typeof payload !== 'string') return done(null, payload);
      if (!String(reply.getHeader('content-type') ?? '').includes('application/json'))
        return done(null, payload);
      let encoded: string;
      try {
        encoded = JSON.stringify(encodeBody(JSON.parse(payload)));
      } catch (error) {
        return done(error as Error);
      }
      done(null, encoded);
    });
  },
  { name: 'codec' },
);
