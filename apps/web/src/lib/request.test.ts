import { decodeBody, decodeQuery, encodeBody, MSG, projectConfigView, sessionInfo } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { MemoryCookies, MemoryStore, RecordingUi } from '../test/fakes.ts';
import { saveGuestToken, saveLocalUserId } from './headers.ts';
import { type Codec, createApi } from './request.ts';
import { ApiError } from './request-errors.ts';
import { createStorage } from './storage.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-down';

interface SetupOptions {
  codec?: Codec;
  online?: boolean;
  token?: string;
  host?: string;
  serverArea?: string | null;
}

function setup(options: SetupOptions = {}) {
  const storage = createStorage({
    local: new MemoryStore(),
    session: new MemoryStore(),
    cookie: new MemoryCookies(),
  });
  if (options.token) storage.setToken('demo', options.token);
  storage.setJson('demo_userInfo', { id: 1, name: '张三' });
  const ui = new RecordingUi();
  const sent: Sent[] = [];
  const replies: Reply[] = [];
  let expired = 0;
  const logs: { message: string; detail: unknown }[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const reply = replies.shift() ?? { status: 200, body: { success: true, data: null } };
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    return new Response(text, { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApi({
    baseUrl: '',
    fetch: fakeFetch as typeof fetch,
    storage,
    project: () => 'demo',
    codec: options.codec ?? 'plain',
    device: { deviceType: 'h5', source: 'browser' },
    ui,
    isOnline: () => options.online ?? true,
    onSessionExpired: () => {
      expired++;
    },
    serverArea: () => options.serverArea ?? null,
    host: () => options.host ?? 'demo.kanghu.cn',
    log: (message, detail) => {
      logs.push({ message, detail });
    },
  });
  return { api, storage, ui, sent, replies, logs, expired: () => expired };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request wrapper: success and headers', () => {
  it('answers the envelope data and sends the tenant, session, device and codec headers', async () => {
    const { api, sent, replies, ui } = setup({ token: 'tok-123' });
    replies.push({ status: 200, body: { success: true, data: { name: '张三' } } });
    await expect(api.get('/api/user/mine', { a: 1, skip: undefined, empty: '' })).resolves.toEqual({
      name: '张三',
    });
    expect(sent[0]?.url).toBe('/api/user/mine?a=1');
    expect(sent[0]?.headers).toMatchObject({
      Project: 'demo',
      Authorization: 'tok-123',
      'Device-Type': 'h5',
      Source: 'browser',
      DecodeWay: 'plain',
      'Server-Area': 'base',
      servertype: 'YC',
    });
    expect(sent[0]?.headers.LocalUserId).toBeUndefined();
    expect(sent[0]?.headers['Guest-Token']).toBeUndefined();
    expect(ui.shown).toBe(0);
  });

  it('sends the project server area, servertype by host, and the stored guest token', async () => {
    const { api, sent, storage } = setup({ token: 't', serverArea: 'wzlc', host: 'h5-test.kanghu.cn' });
    saveGuestToken(storage, 'demo', 'guest-abc');
    await api.get('/api/user/mine');
    expect(sent[0]?.headers).toMatchObject({
      'Server-Area': 'wzlc',
      servertype: 'TEST',
      'Guest-Token': 'guest-abc',
    });
  });

  it('sends the stored LocalUserId on local district calls only; a 401 clears it', async () => {
    const { api, sent, storage, replies } = setup({ token: 'tok', host: 'seer.kanghu.cn' });
    saveLocalUserId(storage, 'demo', 'L-778');
    await api.get('/api/local/yzh/Y002/metadata');
    await api.get('/api/doctor/yzh/bind');
    expect(sent[0]?.headers).toMatchObject({ LocalUserId: 'L-778', servertype: 'SEER' });
    expect(sent[1]?.headers.LocalUserId).toBeUndefined();
    replies.push({ status: 401, body: {} });
    await failure(api.get('/api/local/yzh/Y002/metadata'));
    await api.get('/api/local/yzh/Y002/metadata');
    expect(sent[3]?.headers.LocalUserId).toBeUndefined();
  });

  it('sends no Authorization header without a token, and JSON bodies as JSON', async () => {
    const { api, sent } = setup();
    await api.post('/api/user/app/login', { username: '13800000001', password: 'x' });
    expect(sent[0]?.headers.Authorization).toBeUndefined();
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[0]?.body).toEqual({ username: '13800000001', password: 'x' });
  });
});

describe('request wrapper: payload codec', () => {
  it('scrambles bodies and query strings with x1 and unscrambles the answer', async () => {
    const { api, sent, replies } = setup({ codec: 'x1' });
    replies.push({ status: 200, body: encodeBody({ success: true, data: { ok: 1 } }) });
    await expect(api.post('/api/user/app/login', { username: 'u' })).resolves.toEqual({ ok: 1 });
    expect(sent[0]?.headers.DecodeWay).toBe('x1');
    const decoded = decodeBody(sent[0]?.body);
    expect(decoded).toEqual({ ok: true, value: { username: 'u' } });

    replies.push({ status: 200, body: encodeBody({ success: true, data: 2 }) });
    await expect(api.get('/api/base/sms/code/tel', { tel: '13800000001', scene: 'login' })).resolves.toBe(2);
    const url = new URL(sent[1]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/base/sms/code/tel');
    expect(decodeQuery(url.searchParams.get('q') ?? '')).toBe('tel=13800000001&scene=login');
  });

  it('never scrambles uploads, ID-card OCR or /api/sss, and reads unscrambled error answers', async () => {
    const { api, sent, replies } = setup({ codec: 'x1' });
    await api.post('/api/base/parse/ocr/idcard', { image: 'x' });
    await api.get('/api/sss/ping', { a: 1 });
    expect(sent[0]?.headers.DecodeWay).toBe('plain');
    expect(sent[0]?.body).toEqual({ image: 'x' });
    expect(sent[1]?.url).toBe('/api/sss/ping?a=1');
    replies.push({ status: 400, body: { success: false, msg: '请输入正确的手机号' } });
    expect((await failure(api.post('/api/user/app/login', {}))).message).toBe('错误400：请输入正确的手机号');
  });
});

describe('request wrapper: error catalogue (spec 2 section 8)', () => {
  it.each([502, 504])('HTTP %i: 服务器正在重启请稍后重试', async (status) => {
    const { api, ui, replies } = setup();
    replies.push({ status, body: '<html>bad gateway</html>' });
    const error = await failure(api.get('/api/x'));
    expect(ui.toasts).toEqual([MSG.serverRestarting]);
    expect(error).toMatchObject({ kind: 'restarting', status, message: MSG.serverRestarting });
  });

  it('HTTP 401: asks 登录信息已失效，是否重新登录?, clears and ignores the token and user info, goes to login', async () => {
    const { api, ui, replies, storage, expired } = setup({ token: 'stale-token' });
    replies.push({ status: 401, body: { success: false, msg: MSG.unauthorized } });
    const error = await failure(api.get('/api/user/mine'));
    expect(ui.confirms).toEqual([MSG.sessionExpiredConfirm]);
    expect(error.kind).toBe('session');
    expect(storage.getToken('demo')).toBe('');
    expect(storage.get('demo_userInfo')).toBe('');
    expect(storage.getJson<string[]>('ignoreTokens')).toEqual(['stale-token']);
    expect(expired()).toBe(1);
  });

  it('HTTP 401 declined: the session is still cleared but the page stays', async () => {
    const { api, ui, replies, storage, expired } = setup({ token: 'stale-token' });
    ui.confirmAnswer = false;
    replies.push({ status: 401, body: { success: false } });
    await failure(api.get('/api/user/mine'));
    expect(storage.getToken('demo')).toBe('');
    expect(expired()).toBe(0);
  });

  it('HTTP 401 on several calls at once asks only once', async () => {
    const { api, ui, replies } = setup({ token: 'stale-token' });
    replies.push({ status: 401, body: {} }, { status: 401, body: {} }, { status: 401, body: {} });
    await Promise.all([failure(api.get('/a')), failure(api.get('/b')), failure(api.get('/c'))]);
    expect(ui.confirms).toHaveLength(1);
  });

  it('HTTP 401 without a token (failed sign-in) shows the server message instead', async () => {
    const { api, ui, replies, expired } = setup();
    replies.push({ status: 401, body: { success: false, msg: '账号或密码错误' } });
    const error = await failure(api.post('/api/user/app/login', {}));
    expect(ui.confirms).toEqual([]);
    expect(ui.toasts).toEqual(['错误401：账号或密码错误']);
    expect(error.kind).toBe('http');
    expect(expired()).toBe(0);
  });

  it('HTTP 404: 接口不存在', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 404, body: { success: false, msg: 'Route GET:/api/nope not found' } });
    const error = await failure(api.get('/api/nope'));
    expect(ui.toasts).toEqual([MSG.notFoundApi]);
    expect(error.message).toBe(MSG.notFoundApi);
  });

  it('HTTP 404 naming what is missing shows that message', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 404, body: { success: false, msg: '监测任务不存在' } });
    const error = await failure(api.get('/api/patient/yzh/home/health/monitor/task/detail/9'));
    expect(ui.toasts).toEqual(['监测任务不存在']);
    expect(error.kind).toBe('missing');
  });

  it('other non-200: 错误{status}：{server msg}', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 500, body: { success: false, msg: '数据库错误' } });
    replies.push({ status: 429, body: { success: false, msg: MSG.tooManyRequests } });
    await failure(api.get('/api/x'));
    await failure(api.get('/api/y'));
    expect(ui.toasts).toEqual(['错误500：数据库错误', `错误429：${MSG.tooManyRequests}`]);
  });

  it('non-200 without a server message: 未知错误', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 500, body: '' }, { status: 503, body: { success: false } });
    await failure(api.get('/api/x'));
    await failure(api.get('/api/y'));
    expect(ui.toasts).toEqual([MSG.unknownError, MSG.unknownError]);
  });

  it('200 with success false: the server message in an alert', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 200, body: { success: false, msg: '该手机号已注册' } });
    const error = await failure(api.post('/api/user/register/app', {}));
    expect(ui.alerts).toEqual([{ message: '该手机号已注册', title: undefined }]);
    expect(ui.toasts).toEqual([]);
    expect(error).toMatchObject({ kind: 'business', status: 200, message: '该手机号已注册' });
  });

  it('200 with success false and no message: 未知错误 in the alert', async () => {
    const { api, ui, replies } = setup();
    replies.push({ status: 200, body: { success: false } });
    await failure(api.get('/api/x'));
    expect(ui.alerts.map((a) => a.message)).toEqual([MSG.unknownError]);
  });

  it('offline: shows 网络连接异常！！ and rejects with 网络未连接 without calling the server', async () => {
    const { api, ui, sent } = setup({ online: false });
    const error = await failure(api.get('/api/x'));
    expect(sent).toHaveLength(0);
    expect(ui.toasts).toEqual([MSG.networkError]);
    expect(error).toMatchObject({ kind: 'network', message: MSG.networkRejected });
  });

  it('a dropped connection counts as offline too', async () => {
    const { api, ui, replies } = setup();
    replies.push('network-down');
    const error = await failure(api.get('/api/x'));
    expect(ui.toasts).toEqual([MSG.networkError]);
    expect(error.message).toBe(MSG.networkRejected);
  });

  it('silent calls show nothing but still reject and still clear a dead session', async () => {
    const { api, ui, replies, storage, expired } = setup({ token: 'stale-token' });
    replies.push({ status: 500, body: { msg: 'x' } }, { status: 401, body: {} });
    await failure(api.get('/api/x', undefined, { silent: true }));
    await failure(api.get('/api/user/mine', undefined, { silent: true }));
    expect(ui.shown).toBe(0);
    expect(storage.getToken('demo')).toBe('');
    expect(expired()).toBe(0);
  });
});

const projectAnswer = {
  project: 'demo',
  name: '康护演示',
  orgCode: 'DEMO01',
  domain: null,
  indexPath: '/health/user/index',
  defaultPath: '/health/user/login',
  mobileInitConfigList: [],
  modules: ['measure'],
  chatConfig: { babyList: [] },
  theme: {},
  features: {},
  wxgzId: null,
  serverArea: 'wzlc',
};

const sessionAnswer = {
  token: 'tok-1',
  user: {
    id: 1,
    userType: 'customer',
    role: 'patient',
    username: '13800000001',
    name: '张三',
    nickName: null,
    tel: '138****0001',
    sex: 1,
    photo: null,
    email: null,
    orgCode: null,
  },
  patientList: [],
  patient: null,
  doctor: null,
  metadata: {},
  project: 'demo',
};

describe('request wrapper: answers checked against the shared schemas', () => {
  it('answers the parsed data when it matches (defaults of the schema filled in)', async () => {
    const { api, replies, ui, logs } = setup();
    replies.push({ status: 200, body: { success: true, data: projectAnswer } });
    const config = await api.get(
      '/api/base/project/config/domain',
      { project: 'demo' },
      { schema: projectConfigView },
    );
    expect(config.serverArea).toBe('wzlc');
    expect(config.features).toEqual({
      aiHealthBank: false,
      localInfo: false,
      wenzhouCluster: false,
      maskName: false,
      patientPortClosed: false,
      growthStandard: 'who',
      commentModeration: 'pre',
    });
    replies.push({ status: 200, body: { success: true, data: sessionAnswer } });
    await expect(api.post('/api/user/app/login', {}, { schema: sessionInfo })).resolves.toEqual(
      sessionAnswer,
    );
    expect(ui.shown).toBe(0);
    expect(logs).toEqual([]);
  });

  it('a mismatch is logged (field paths, no values) and rejects with 未知错误', async () => {
    const { api, replies, ui, logs } = setup();
    const broken = { ...sessionAnswer, token: 42, user: { ...sessionAnswer.user, tel: 13800000001 } };
    replies.push({ status: 200, body: { success: true, data: broken } });
    const error = await failure(api.get('/api/user/mine', undefined, { schema: sessionInfo }));
    expect(error).toMatchObject({ kind: 'schema', status: 200, message: MSG.unknownError });
    expect(ui.toasts).toEqual([MSG.unknownError]);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toContain('GET /api/user/mine');
    const detail = JSON.stringify(logs[0]?.detail);
    expect(detail).toContain('token');
    expect(detail).toContain('user.tel');
    expect(detail).not.toContain('13800000001');
  });

  it('takes a schema loader, called only for a successful answer; a loader that fails is a network failure', async () => {
    const { api, replies, ui } = setup();
    let loads = 0;
    const loader = async () => {
      loads++;
      return sessionInfo;
    };
    replies.push({ status: 200, body: { success: false, msg: '账号或密码错误' } });
    await failure(api.post('/api/user/app/login', {}, { schema: loader }));
    expect(loads).toBe(0);
    replies.push({ status: 200, body: { success: true, data: sessionAnswer } });
    await expect(api.post('/api/user/app/login', {}, { schema: loader })).resolves.toEqual(sessionAnswer);
    expect(loads).toBe(1);

    replies.push({ status: 200, body: { success: true, data: sessionAnswer } });
    const broken = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const error = await failure(api.get('/api/user/mine', undefined, { schema: broken }));
    expect(error).toMatchObject({ kind: 'network', message: MSG.networkRejected });
    expect(ui.toasts.at(-1)).toBe(MSG.networkError);
  });

  it('a missing data field fails the check too; silent calls log but show nothing', async () => {
    const { api, replies, ui, logs } = setup();
    replies.push({ status: 200, body: { success: true } });
    const error = await failure(
      api.get('/api/base/project/config/domain', undefined, { schema: projectConfigView, silent: true }),
    );
    expect(error.kind).toBe('schema');
    expect(ui.shown).toBe(0);
    expect(logs).toHaveLength(1);
  });
});
