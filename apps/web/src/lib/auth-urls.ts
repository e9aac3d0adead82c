/**
 * Authorization URLs of the social (WeChat official account) and workplace (DingTalk) logins:
 * client id, redirect and `response_type=code`. The server's only providers today are its
 * development providers, so the screens use the dev authorize pages; the real platforms' pages
 * are here too, for the day a real provider is configured (see docs/decisions.md).
 */

export const WECHAT_DEV_AUTHORIZE = '/api/third/wechat/dev/authorize';
export const WECHAT_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
export const DINGTALK_DEV_AUTHORIZE = '/api/third/dingtalk/dev/authorize';
export const DINGTALK_AUTHORIZE = 'https://login.dingtalk.com/oauth2/auth';

/** snsapi_base: openid only, no consent page; snsapi_userinfo: asks for the profile too. */
export type WechatScope = 'snsapi_base' | 'snsapi_userinfo';

export interface WechatAuthorizeInput {
  /** The official account's appid (the client id). */
  appid: string;
  /** Absolute http(s) URL the platform returns to with `code` and `state`. */
  redirectUri: string;
  state: string;
  scope?: WechatScope;
  /** Dev page only: the project key (a browser navigation carries no Project header). */
  project?: string;
  /** Where to send the browser: the dev page (default) or the real platform. */
  target?: 'dev' | 'wechat';
  /** Prefix of the dev page (the API origin); '' for the page's own origin. */
  apiBase?: string;
}

export interface WorkplaceAuthorizeInput {
  /** The DingTalk corp (organisation) id, which is the client id of the dev provider. */
  corpId: string;
  redirectUri: string;
  state: string;
  project?: string;
  /** Real platform only: the app's client id (defaults to corpId). */
  clientId?: string;
  target?: 'dev' | 'dingtalk';
  apiBase?: string;
}

function assertHttpUrl(url: string): void {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw new Error('redirect_uri must be an absolute http(s) URL');
  }
}

function build(base: string, params: [string, string | undefined][], hash = ''): string {
  const query = new URLSearchParams();
  for (const [key, value] of params) if (value !== undefined && value !== '') query.append(key, value);
  return `${base}?${query.toString()}${hash}`;
}

/** The official-account OAuth URL (the real one ends with `#wechat_redirect`, as WeChat requires). */
export function wechatAuthorizeUrl(input: WechatAuthorizeInput): string {
  assertHttpUrl(input.redirectUri);
  const real = input.target === 'wechat';
  return build(
    real ? WECHAT_AUTHORIZE : `${input.apiBase ?? ''}${WECHAT_DEV_AUTHORIZE}`,
    [
      ['appid', input.appid],
      ['redirect_uri', input.redirectUri],
      ['response_type', 'code'],
      ['scope', input.scope ?? 'snsapi_base'],
      ['state', input.state],
      ['project', real ? undefined : input.project],
    ],
    real ? '#wechat_redirect' : '',
  );
}

/** The DingTalk authorization URL (dev page: `corpId` names the corp; real: `client_id`). */
export function workplaceAuthorizeUrl(input: WorkplaceAuthorizeInput): string {
  assertHttpUrl(input.redirectUri);
  const real = input.target === 'dingtalk';
  return build(real ? DINGTALK_AUTHORIZE : `${input.apiBase ?? ''}${DINGTALK_DEV_AUTHORIZE}`, [
    ['client_id', input.clientId ?? input.corpId],
    ['corpId', real ? undefined : input.corpId],
    ['redirect_uri', input.redirectUri],
    ['response_type', 'code'],
    ['scope', 'openid'],
    ['state', input.state],
    ['prompt', real ? 'consent' : undefined],
    ['project', real ? undefined : input.project],
  ]);
}

/**
 * The URL the platform returns to: this page without the previous round's `code` and `state`
 * (a code works once), keeping every other query parameter.
 */
export function returnUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.toString();
}

/** An unguessable `state` tying the platform's answer to the request that this browser made. */
export function newOauthState(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}
