import type { Hub } from './hub.ts';

/**
 * Actions every instance answers. PING -> PONG lets a client check the channel end to end;
 * ECHO (not in production) sends its data back to all sockets of the sender through the hub,
 * which tests use to prove a resent task is processed once.
 */
export function registerBuiltinActions(hub: Hub, opts: { dev: boolean }): void {
  hub.onClientAction('PING', (ctx) => {
    ctx.reply({ action: 'PONG', data: { at: Date.now() } });
  });
  if (opts.dev) {
    hub.onClientAction('ECHO', async (ctx, data: unknown) => {
      await ctx.hub.send(ctx.session.projectId, ctx.session.userId, { action: 'ECHO', data });
    });
  }
}
