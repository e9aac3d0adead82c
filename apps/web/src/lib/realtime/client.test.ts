import {
  MESSAGE_CHANNEL_RECONNECT_MS,
  MSG,
  PUSH_CHANNEL_RECONNECT_MS,
  PUSH_CHANNEL_RESEND_MS,
} from '@kanghu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_ACTIONS, RealtimeClient } from './client.ts';
import { FakeSockets } from './fake-socket.test-util.ts';
import { browserSocketFactory, channelUrl } from './socket.ts';

const login = { userId: 7, token: 't'.repeat(40), project: 'demo' };

function setup(createSocket: ReturnType<typeof browserSocketFactory> | 'fake' = 'fake') {
  const sockets = new FakeSockets();
  const logs: string[] = [];
  let n = 0;
  const client = new RealtimeClient({
    createSocket: createSocket === 'fake' ? sockets.factory : createSocket,
    location: { protocol: 'http:', host: 'example.test:8080' },
    log: (message) => logs.push(message),
    newTaskId: () => `task-${++n}`,
  });
  return { client, sockets, logs };
}

describe('realtime client: message channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds ws:// on http and wss:// on https, with the project and no token in the URL', () => {
    expect(channelUrl({ protocol: 'http:', host: 'a.test' }, 5, 'demo')).toBe(
      'ws://a.test/api/message/websocket/5?project=demo',
    );
    expect(channelUrl({ protocol: 'https:', host: 'a.test' }, 5, 'demo')).toBe(
      'wss://a.test/api/message/websocket/5?project=demo',
    );
  });

  it('opens only with a token and a user id; otherwise it only logs that it cannot initialise', () => {
    const { client, sockets, logs } = setup();
    expect(client.connect(null)).toBe(false);
    expect(client.connect({ ...login, token: '' })).toBe(false);
    expect(client.connect({ ...login, userId: 0 })).toBe(false);
    expect(sockets.all).toHaveLength(0);
    expect(logs.filter((l) => l.includes(MSG.wsNoLogin))).toHaveLength(3);
  });

  it('without WebSocket in the browser it logs 浏览器不支持WebSocket', () => {
    const { client, logs } = setup(browserSocketFactory({}));
    expect(client.connect(login)).toBe(false);
    expect(logs.some((l) => l.includes(MSG.wsUnsupported))).toBe(true);
  });

  it('sends AUTH with the token as the first message and is open after AUTH_OK', () => {
    const { client, sockets } = setup();
    client.connect(login);
    const socket = sockets.last;
    expect(socket.url).toBe('ws://example.test:8080/api/message/websocket/7?project=demo');
    socket.accept();
    expect(socket.sent).toEqual([{ action: 'AUTH', data: { token: login.token, project: 'demo' } }]);
    expect(client.messageState).toBe('connecting');
    socket.receive({ action: 'AUTH_OK', data: { userId: 7, heartbeatMs: 25_000 } });
    expect(client.messageState).toBe('open');
  });

  it('tells when incoming actions reach the page: after AUTH_OK, at once when open, false on time-out', async () => {
    const { client, sockets } = setup();
    const early = client.listening(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(await early).toBe(false);
    client.connect(login);
    const waiting = client.listening(10_000);
    sockets.last.accept();
    sockets.last.receive({ action: 'AUTH_OK', data: { userId: 7, heartbeatMs: 25_000 } });
    expect(await waiting).toBe(true);
    expect(await client.listening(10)).toBe(true);
  });

  it('reconnects 3 s after a close (not before), also after a server shutdown (1001)', () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    sockets.last.drop(1006);
    vi.advanceTimersByTime(MESSAGE_CHANNEL_RECONNECT_MS - 1);
    expect(sockets.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.all).toHaveLength(2);
    sockets.last.signIn();
    sockets.last.drop(1001);
    vi.advanceTimersByTime(MESSAGE_CHANNEL_RECONNECT_MS);
    expect(sockets.all).toHaveLength(3);
    sockets.last.accept();
    expect(sockets.last.sentOf('AUTH')).toHaveLength(1);
  });

  it('keeps one socket when connect is called again with the same login', () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    client.connect({ ...login });
    expect(sockets.all).toHaveLength(1);
    client.connect({ ...login, token: 'u'.repeat(40) });
    expect(sockets.all).toHaveLength(2);
    expect(sockets.all[0]?.closedWith).toBe(1000);
  });

  it('closes for good on disconnect (page unload, sign-out): no reconnect', () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    client.disconnect();
    expect(sockets.last.closedWith).toBe(1000);
    vi.advanceTimersByTime(MESSAGE_CHANNEL_RECONNECT_MS * 5);
    expect(sockets.all).toHaveLength(1);
    expect(client.messageState).toBe('stopped');
  });

  it('dispatches each message action to its subscribers only, until they unsubscribe', () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    const seen: Array<[string, unknown]> = [];
    const offs = MESSAGE_ACTIONS.map((action) => client.on(action, (data) => seen.push([action, data])));
    for (const action of MESSAGE_ACTIONS) sockets.last.receive({ action, data: { of: action } });
    expect(seen).toEqual(MESSAGE_ACTIONS.map((action) => [action, { of: action }]));
    for (const off of offs) off();
    sockets.last.receive({ action: 'SYSTEM_MSG', data: { id: 1 } });
    expect(seen).toHaveLength(MESSAGE_ACTIONS.length);
  });

  it('a throwing subscriber is logged and does not stop the others', () => {
    const { client, sockets, logs } = setup();
    client.connect(login);
    sockets.last.signIn();
    const got: unknown[] = [];
    client.on('SYSTEM_MSG', () => {
      throw new Error('boom');
    });
    client.on('SYSTEM_MSG', (data) => got.push(data));
    sockets.last.receive({ action: 'SYSTEM_MSG', data: { id: 3, title: '你好' } });
    expect(got).toEqual([{ id: 3, title: '你好' }]);
    expect(logs.some((l) => l.includes('SYSTEM_MSG'))).toBe(true);
  });

  it('only logs ERROR, and does not dispatch it', () => {
    const { client, sockets, logs } = setup();
    client.connect(login);
    sockets.last.signIn();
    const got: unknown[] = [];
    client.on('ERROR', (d) => got.push(d));
    sockets.last.receive({ action: 'ERROR', data: { msg: '消息格式有误' } });
    expect(got).toEqual([]);
    expect(logs.some((l) => l.includes('消息格式有误'))).toBe(true);
    expect(client.messageState).toBe('open');
  });

  it('TOKEN_EXPIRE reports 登录信息已失效，请重新登录 once and stops reconnecting', () => {
    const { client, sockets } = setup();
    const expired: string[] = [];
    client.onTokenExpire((msg) => expired.push(msg));
    client.connect(login);
    sockets.last.signIn();
    sockets.last.receive({ action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    sockets.last.drop(1008);
    vi.advanceTimersByTime(MESSAGE_CHANNEL_RECONNECT_MS * 3);
    expect(expired).toEqual([MSG.sessionExpiredRelogin]);
    expect(sockets.all).toHaveLength(1);
  });
});

describe('realtime client: push channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses to send without login info', async () => {
    const { client } = setup();
    await expect(client.send('PING')).rejects.toThrow(MSG.wsNoLogin);
  });

  it('gives every outgoing message a task id and resends it every 1 s until the REPLY arrives', async () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    const reply = client.send('ECHO', { text: '你好' });
    expect(sockets.all).toHaveLength(2);
    const push = sockets.last;
    // Not sent before the channel is signed in.
    push.accept();
    expect(push.sentOf('ECHO')).toHaveLength(0);
    push.receive({ action: 'AUTH_OK', data: { userId: 7, heartbeatMs: 25_000 } });
    expect(push.sentOf('ECHO')).toEqual([{ action: 'ECHO', data: { text: '你好' }, taskId: 'task-1' }]);

    vi.advanceTimersByTime(PUSH_CHANNEL_RESEND_MS - 1);
    expect(push.sentOf('ECHO')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(push.sentOf('ECHO')).toHaveLength(2);
    vi.advanceTimersByTime(PUSH_CHANNEL_RESEND_MS);
    expect(push.sentOf('ECHO')).toHaveLength(3);
    expect(new Set(push.sentOf('ECHO').map((m) => m.taskId))).toEqual(new Set(['task-1']));

    // A reply for another task changes nothing.
    push.receive({ action: 'REPLY', taskId: 'task-99', data: { ok: true } });
    vi.advanceTimersByTime(PUSH_CHANNEL_RESEND_MS);
    expect(push.sentOf('ECHO')).toHaveLength(4);

    push.receive({ action: 'REPLY', taskId: 'task-1', data: { ok: true, result: 42 } });
    await expect(reply).resolves.toEqual({ ok: true, result: 42 });
    vi.advanceTimersByTime(PUSH_CHANNEL_RESEND_MS * 5);
    expect(push.sentOf('ECHO')).toHaveLength(4);
  });

  it('reconnects 1 s after a close and resends the unacknowledged message on the new socket', async () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    const reply = client.send('ECHO', 1);
    const first = sockets.last;
    first.signIn();
    first.drop(1001);
    vi.advanceTimersByTime(PUSH_CHANNEL_RECONNECT_MS - 1);
    expect(sockets.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets.all).toHaveLength(3);
    const second = sockets.last;
    second.signIn();
    expect(second.sentOf('ECHO')).toEqual([{ action: 'ECHO', data: 1, taskId: 'task-1' }]);
    second.receive({ action: 'REPLY', taskId: 'task-1', data: { ok: false, msg: '不支持的消息类型' } });
    await expect(reply).resolves.toEqual({ ok: false, msg: '不支持的消息类型' });
  });

  it('does not dispatch broadcasts a second time (only the message channel dispatches)', () => {
    const { client, sockets } = setup();
    client.connect(login);
    sockets.last.signIn();
    void client.send('PING').catch(() => undefined);
    sockets.last.signIn();
    const got: unknown[] = [];
    client.on('SYSTEM_MSG', (d) => got.push(d));
    for (const socket of sockets.all) socket.receive({ action: 'SYSTEM_MSG', data: { id: 1 } });
    expect(got).toEqual([{ id: 1 }]);
  });

  it('TOKEN_EXPIRE on the push channel stops both channels and rejects the pending send', async () => {
    const { client, sockets } = setup();
    const expired: string[] = [];
    client.onTokenExpire((msg) => expired.push(msg));
    client.connect(login);
    sockets.last.signIn();
    const reply = client.send('ECHO', 1);
    sockets.last.signIn();
    sockets.last.receive({ action: 'TOKEN_EXPIRE', data: { msg: MSG.sessionExpiredRelogin } });
    await expect(reply).rejects.toThrow(MSG.sessionExpiredRelogin);
    expect(expired).toEqual([MSG.sessionExpiredRelogin]);
    expect(client.messageState).toBe('stopped');
    vi.advanceTimersByTime(MESSAGE_CHANNEL_RECONNECT_MS * 3);
    expect(sockets.all).toHaveLength(2);
  });
});
