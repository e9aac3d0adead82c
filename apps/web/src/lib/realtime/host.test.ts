import { MSG } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './client.ts';
import { FakeSockets } from './fake-socket.test-util.ts';
import { RealtimeHost } from './host.ts';

const login = { userId: 7, token: 't'.repeat(40), project: 'demo' };

function setup() {
  const sockets = new FakeSockets();
  const logs: string[] = [];
  let loads = 0;
  const host = new RealtimeHost(
    async (events) => {
      loads++;
      return new RealtimeClient({
        createSocket: sockets.factory,
        location: { protocol: 'https:', host: 'a.test' },
        log: (m) => logs.push(m),
        events,
      });
    },
    (m) => logs.push(m),
  );
  return { host, sockets, logs, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime host (the lazily loaded client)', () => {
  it('loads nothing without login info, and only logs that it cannot initialise', async () => {
    const { host, logs, loads } = setup();
    host.connect(null);
    await settle();
    expect(loads()).toBe(0);
    expect(logs.some((l) => l.includes(MSG.wsNoLogin))).toBe(true);
  });

  it('loads the client on sign-in, over wss on an https page, and dispatches to early subscribers', async () => {
    const { host, sockets, loads } = setup();
    const got: unknown[] = [];
    host.on('SYSTEM_MSG', (d) => got.push(d));
    host.connect(login);
    await settle();
    expect(loads()).toBe(1);
    expect(sockets.last.url).toBe('wss://a.test/api/message/websocket/7?project=demo');
    sockets.last.signIn();
    sockets.last.receive({ action: 'SYSTEM_MSG', data: { id: 1, title: '你好' } });
    expect(got).toEqual([{ id: 1, title: '你好' }]);
    host.disconnect();
    await settle();
    expect(sockets.last.closedWith).toBe(1000);
  });

  it('forwards TOKEN_EXPIRE to its handlers', async () => {
    const { host, sockets } = setup();
    const expired: string[] = [];
    host.onTokenExpire((m) => expired.push(m));
    host.connect(login);
    await settle();
    sockets.last.signIn();
    sockets.last.receive({ action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    expect(expired).toEqual([MSG.sessionExpiredRelogin]);
  });
});
