import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import { WS_AUTH_TIMEOUT_MS, WS_HEARTBEAT_MS, WS_MAX_PAYLOAD_BYTES, WS_PATH_PREFIX } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services.ts';
import { acceptSocket } from './accept.ts';
import { registerBuiltinActions } from './actions.ts';
import { Hub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub: `app.realtime.send(projectId, userId, {action, data})`. */
    realtime: Hub;
  }
}

export interface RealtimeOptions {
  services: Services;
  /** Server ping interval (default WS_HEARTBEAT_MS); tests pass a short one. */
  heartbeatMs?: number;
  /** Time allowed for the AUTH message (default WS_AUTH_TIMEOUT_MS). */
  authTimeoutMs?: number;
}

/** The realtime channel `/api/message/websocket/:userId` and the hub, visible app-wide. */
async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions) {
  const { services } = opts;
  const hub = new Hub(services.bus, app.log, opts.heartbeatMs ?? WS_HEARTBEAT_MS);
  registerBuiltinActions(hub, { dev: services.config.env !== 'production' });
  app.decorate('realtime', hub);

  // Registered before @fastify/websocket so sockets get 1001 before its own pre-close runs.
  app.addHook('preClose', async () => {
    await hub.closeAll();
  });
  app.addHook('onClose', async () => hub.stop());
  // An upgrade refused by an earlier hook (unknown project: 400) never reaches @fastify/websocket,
  // which would free its socket; free it here or it stays open and blocks app.close().
  app.addHook('onResponse', (request, _reply, done) => {
    const upgrade = (request.raw as IncomingMessage & { upgrade?: boolean }).upgrade === true;
    if (upgrade && !request.ws) request.raw.socket.destroy();
    done();
  });

  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  app.get(`${WS_PATH_PREFIX}:userId`, { websocket: true, config: { access: 'open' } }, (socket, request) =>
    acceptSocket(socket, request, {
      hub,
      services,
      authTimeoutMs: opts.authTimeoutMs ?? WS_AUTH_TIMEOUT_MS,
    }),
  );
}

export default fp(realtimePlugin, { name: 'realtime' });
