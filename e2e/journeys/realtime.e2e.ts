import type { Page, WebSocket as PageSocket, WebSocketRoute } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { DoctorHomePage } from '../pages/DoctorHomePage.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';

interface Frame {
  action: string;
  data?: unknown;
  taskId?: string;
}

/** Every frame of the page's realtime sockets, both ways, parsed. */
function recordFrames(page: Page) {
  const sent: Frame[] = [];
  const received: Frame[] = [];
  const sockets: PageSocket[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/message/websocket/')) return;
    sockets.push(socket);
    socket.on('framesent', (f) => sent.push(JSON.parse(String(f.payload)) as Frame));
    socket.on('framereceived', (f) => received.push(JSON.parse(String(f.payload)) as Frame));
  });
  return { sent, received, sockets };
}

/** A second device of the same user: a plain WebSocket client speaking the channel protocol. */
async function secondClient(url: string, token: string): Promise<{ socket: WebSocket; frames: Frame[] }> {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ action: 'AUTH', data: { token, project: 'demo' } }));
  await expect.poll(() => frames.some((f) => f.action === 'AUTH_OK')).toBe(true);
  return { socket, frames };
}

describe('Journey: the realtime channel', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('When I sign in as the doctor, my page opens the channel (AUTH -> AUTH_OK) and receives what my other device sends', async () => {
    const { page } = browser;
    const frames = recordFrames(page);
    const login = new DoctorLoginPage(page);
    await login.open();
    // Not signed in: no socket.
    expect(frames.sockets).toHaveLength(0);
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();

    await expect.poll(() => frames.received.some((f) => f.action === 'AUTH_OK')).toBe(true);
    const socket = frames.sockets[0];
    if (!socket) throw new Error('the page opened no realtime socket');
    const url = new URL(socket.url());
    expect(url.protocol).toBe('ws:');
    expect(url.searchParams.get('project')).toBe('demo');
    // The token travels in the first message, never in the URL.
    const token = await page.evaluate(() => localStorage.getItem('demo_Authorization') ?? '');
    expect(token.length).toBeGreaterThan(20);
    expect(socket.url()).not.toContain(token);
    expect(frames.sent[0]).toEqual({ action: 'AUTH', data: { token, project: 'demo' } });

    // My other device sends a message (ECHO: delivered by the hub to all of my sockets).
    const other = await secondClient(socket.url(), token);
    try {
      other.socket.send(JSON.stringify({ action: 'ECHO', data: { text: '你好' }, taskId: 'e2e-1' }));
      await expect
        .poll(() => other.frames.find((f) => f.action === 'REPLY'))
        .toEqual({
          action: 'REPLY',
          taskId: 'e2e-1',
          data: { ok: true },
        });
      await expect
        .poll(() => frames.received.find((f) => f.action === 'ECHO'))
        .toEqual({ action: 'ECHO', data: { text: '你好' } });
    } finally {
      other.socket.close();
    }
    expect(browser.pageErrors).toEqual([]);
  });

  /**
   * The server side of these pushes (sendSystemMessage, token revocation) is covered by the API
   * tests; here the test stands between page and server and adds the server's frame, to check
   * what the page does with it.
   */
  async function relayWithInjection(page: Page): Promise<() => WebSocketRoute> {
    let route: WebSocketRoute | null = null;
    await page.routeWebSocket(/\/api\/message\/websocket\//, (ws) => {
      ws.connectToServer();
      route = ws;
    });
    return () => {
      if (!route) throw new Error('the page opened no realtime socket');
      return route;
    };
  }

  async function signInAsDoctor(page: Page): Promise<void> {
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await new DoctorHomePage(page).waitUntilShown();
  }

  it('When a SYSTEM_MSG arrives, I see a notice and my messages are fetched again', async () => {
    const { page } = browser;
    const frames = recordFrames(page);
    const route = await relayWithInjection(page);
    await signInAsDoctor(page);
    // The page load below opens a new socket: wait for ITS sign-in, not the previous page's.
    const authOks = () => frames.received.filter((f) => f.action === 'AUTH_OK').length;
    const before = authOks();
    await page.goto('/health/doctor/message/index');
    await page.getByRole('button', { name: '清空已读' }).waitFor();
    await expect.poll(authOks).toBeGreaterThan(before);

    // The injected frame can reach the page in the instant between the socket's sign-in and the
    // screen's subscription; a real server pushes later. Send again (at most 5 times, 2 s apart)
    // until the page fetches its messages: the behaviour under test is unchanged.
    let refetched = false;
    for (let attempt = 0; attempt < 5 && !refetched; attempt++) {
      const refetch = page
        .waitForRequest((r) => r.url().includes('/api/message/system?'), { timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      route().send(JSON.stringify({ action: 'SYSTEM_MSG', data: { id: 999, title: '新的随访任务' } }));
      refetched = await refetch;
    }
    expect(refetched).toBe(true);
    await page.getByText('您有一条新的系统消息：新的随访任务').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('When the channel says TOKEN_EXPIRE, I am told 登录信息已失效，请重新登录 and signed out', async () => {
    const { page } = browser;
    const frames = recordFrames(page);
    const route = await relayWithInjection(page);
    await signInAsDoctor(page);
    await expect.poll(() => frames.received.some((f) => f.action === 'AUTH_OK')).toBe(true);

    route().send(JSON.stringify({ action: 'TOKEN_EXPIRE', data: { msg: '登录信息已失效，请重新登录' } }));
    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录信息已失效，请重新登录').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/doctor/login');
    expect(await page.evaluate(() => localStorage.getItem('demo_Authorization'))).toBeNull();
    expect(browser.pageErrors).toEqual([]);
  });
});
