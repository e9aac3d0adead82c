import { describe, expect, it } from 'vitest';
import {
  DINGTALK_AUTHORIZE,
  newOauthState,
  returnUrl,
  WECHAT_AUTHORIZE,
  WECHAT_DEV_AUTHORIZE,
  wechatAuthorizeUrl,
  workplaceAuthorizeUrl,
} from './auth-urls.ts';

const params = (url: string) => new URL(url, 'http://page.test').searchParams;

describe('wechatAuthorizeUrl', () => {
  const input = {
    appid: 'wxdemo0000000001',
    redirectUri: 'https://h5.example.cn/official/bind/user/login?project=demo&x=1',
    state: 's1',
    project: 'demo',
  };

  it('builds the dev authorize page with client id, redirect and response_type=code', () => {
    const url = wechatAuthorizeUrl(input);
    expect(url.startsWith(`${WECHAT_DEV_AUTHORIZE}?`)).toBe(true);
    const q = params(url);
    expect(q.get('appid')).toBe('wxdemo0000000001');
    expect(q.get('redirect_uri')).toBe(input.redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('snsapi_base');
    expect(q.get('state')).toBe('s1');
    expect(q.get('project')).toBe('demo');
  });

  it('encodes the redirect so that its own query survives', () => {
    const url = wechatAuthorizeUrl(input);
    expect(url).toContain(encodeURIComponent('login?project=demo&x=1'));
  });

  it('builds the real platform URL ending with #wechat_redirect and without the project', () => {
    const url = wechatAuthorizeUrl({ ...input, target: 'wechat', scope: 'snsapi_userinfo' });
    expect(url.startsWith(`${WECHAT_AUTHORIZE}?`)).toBe(true);
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    const q = new URL(url).searchParams;
    expect(q.get('scope')).toBe('snsapi_userinfo');
    expect(q.get('response_type')).toBe('code');
    expect(q.has('project')).toBe(false);
  });

  it('puts the API origin in front of the dev page when given', () => {
    expect(wechatAuthorizeUrl({ ...input, apiBase: 'https://api.example.cn' })).toMatch(
      /^https:\/\/api\.example\.cn\/api\/third\/wechat\/dev\/authorize\?/,
    );
  });

  it('refuses a redirect that is not an absolute http(s) URL', () => {
    for (const redirectUri of ['/official/bind', 'javascript:alert(1)', 'ftp://x.cn/a', '']) {
      expect(() => wechatAuthorizeUrl({ ...input, redirectUri }), redirectUri).toThrow();
    }
  });
});

describe('workplaceAuthorizeUrl', () => {
  const input = {
    corpId: 'DEMO01',
    redirectUri: 'http://127.0.0.1:8080/dingtalk/login?corpId=DEMO01',
    state: 'st',
  };

  it('builds the dev authorize page with corpId as the client id', () => {
    const q = params(workplaceAuthorizeUrl({ ...input, project: 'demo' }));
    expect(q.get('corpId')).toBe('DEMO01');
    expect(q.get('client_id')).toBe('DEMO01');
    expect(q.get('redirect_uri')).toBe(input.redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('state')).toBe('st');
    expect(q.get('project')).toBe('demo');
  });

  it('builds the real DingTalk URL with the app client id and consent prompt', () => {
    const url = workplaceAuthorizeUrl({ ...input, target: 'dingtalk', clientId: 'dingabc' });
    expect(url.startsWith(`${DINGTALK_AUTHORIZE}?`)).toBe(true);
    const q = new URL(url).searchParams;
    expect(q.get('client_id')).toBe('dingabc');
    expect(q.get('prompt')).toBe('consent');
    expect(q.has('corpId')).toBe(false);
  });

  it('refuses a relative redirect', () => {
    expect(() => workplaceAuthorizeUrl({ ...input, redirectUri: '/dingtalk/login' })).toThrow();
  });
});

describe('returnUrl and newOauthState', () => {
  it('drops the used code, state and hash but keeps the rest of the query', () => {
    expect(returnUrl('http://a.cn/official/bind/user/login?project=demo&code=c&state=s#x')).toBe(
      'http://a.cn/official/bind/user/login?project=demo',
    );
  });

  it('makes 24 hex characters of state, different every time', () => {
    const a = newOauthState();
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(newOauthState()).not.toBe(a);
    expect(newOauthState((b) => b.fill(255))).toBe('f'.repeat(24));
  });
});
