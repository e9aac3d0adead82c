/**
 * Which pages /webview may show in its frame: http(s) only, and only from our own origin or
 * the hosts below (and their subdomains). Anything else gets an error state, never a frame:
 * the frame would otherwise lend our address to any page (phishing).
 */
export const WEBVIEW_ALLOWED_HOSTS = [
  // Our own deployments (project domains of the seed are {project}.kanghu.local).
  'kanghu.local',
  // National Health Commission and China CDC: public health information linked from articles.
  'nhc.gov.cn',
  'chinacdc.cn',
] as const;

export type WebviewCheck = { ok: true; url: string } | { ok: false; reason: string };

export const WEBVIEW_MISSING = '缺少要打开的页面地址';
export const WEBVIEW_REFUSED = '该页面地址不在允许打开的范围内';

function hostAllowed(host: string): boolean {
  const h = host.toLowerCase();
  return WEBVIEW_ALLOWED_HOSTS.some((allowed) => h === allowed || h.endsWith(`.${allowed}`));
}

/**
 * Checks `?url=` against the allow-list. Our own origin may be http (development); other
 * hosts must be https. Credentials in the URL are refused.
 */
export function checkWebviewUrl(raw: string | null, ownOrigin: string): WebviewCheck {
  const text = raw?.trim();
  if (!text) return { ok: false, reason: WEBVIEW_MISSING };
  if (!URL.canParse(text)) return { ok: false, reason: WEBVIEW_REFUSED };
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: WEBVIEW_REFUSED };
  if (url.username || url.password) return { ok: false, reason: WEBVIEW_REFUSED };
  if (url.origin === ownOrigin) return { ok: true, url: url.toString() };
  if (url.protocol === 'https:' && hostAllowed(url.hostname)) return { ok: true, url: url.toString() };
  return { ok: false, reason: WEBVIEW_REFUSED };
}
