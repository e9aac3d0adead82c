import { maskSensitiveText } from '@kanghu/shared';
import type { FastifyServerOptions } from 'fastify';

/** Bind codes are credentials: never in logs. */
function maskSecrets(url: string): string {
  return url.replace(/(\/bind\/code\/)[^/?#]+/g, '$1***');
}

/** Logger options: request lines carry method, masked url and id; never headers or bodies. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.token'],
      remove: true,
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, url: maskSecrets(maskSensitiveText(request.url)), id: request.id };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
