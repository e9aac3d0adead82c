import { RealtimeClient } from './client.ts';
import type { RealtimeEmitter } from './emitter.ts';
import { browserSocketFactory } from './socket.ts';

/** The realtime client of this page (a lazily loaded chunk): the browser's WebSocket on the page's host. */
export function createBrowserClient(win: Window, events: RealtimeEmitter): RealtimeClient {
  return new RealtimeClient({
    createSocket: browserSocketFactory(globalThis),
    location: win.location,
    events,
  });
}
