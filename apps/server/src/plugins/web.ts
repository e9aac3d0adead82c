import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets with long cache, index.html for every other GET that
 * is not an API path (the client router shows its own 404 page). Pages and assets get the full
 * set of browser security headers (helmet, with a strict content security policy); API answers
 * get the lean set of plugins/api-headers.ts.
 */
export default async function webPlugin(app: FastifyInstance, opts: { webDist: string | undefined }) {
  const root = opts.webDist ? path.resolve(opts.webDist) : null;
  if (!root || !existsSync(path.join(root, 'index.html'))) return;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the scanner compile its decoder (zxing .wasm, served from here);
        // it allows no JS eval. WeChat's JS-SDK (the WeChat browser's scan) is only on WeChat's host.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://res.wx.qq.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
      },
    },
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The web build writes .br and .gz beside every asset over 1 KB; served with Content-Encoding.
    preCompressed: true,
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'open' }, schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/iotapi/')) {
      return reply.status(404).send({ success: false, msg: '接口不存在' });
    }
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root) && path.extname(url) && existsSync(file))
      return reply.sendFile(path.relative(root, file));
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
