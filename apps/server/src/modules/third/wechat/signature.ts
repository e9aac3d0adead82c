import { createHash } from 'node:crypto';

/**
 * The WeChat JS-SDK signature: SHA-1 (hex) of the fields sorted by name and joined as
 * `key=value&...`, i.e. `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`.
 */
export function jsapiSignature(fields: {
  jsapi_ticket: string;
  noncestr: string;
  timestamp: number;
  url: string;
}): string {
  const text = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return createHash('sha1').update(text, 'utf8').digest('hex');
}
