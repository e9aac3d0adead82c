import { describe, expect, it } from 'vitest';
import { checkWebviewUrl, WEBVIEW_MISSING, WEBVIEW_REFUSED } from './webview-allow.ts';

const OWN = 'http://127.0.0.1:8080';

describe('checkWebviewUrl', () => {
  it('allows our own origin (http in development) and https pages of allowed hosts', () => {
    for (const url of [
      `${OWN}/health/user/protocol`,
      'https://demo.kanghu.local/a',
      'https://www.nhc.gov.cn/wjw/index.shtml',
      'https://nhc.gov.cn/',
      'https://www.chinacdc.cn/jkzt/',
    ]) {
      expect(checkWebviewUrl(url, OWN), url).toEqual({ ok: true, url: new URL(url).toString() });
    }
  });

  it('refuses other schemes, hosts, look-alikes, plain http elsewhere and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/',
      'https://nhc.gov.cn.evil.example/',
      'https://evilnhc.gov.cn/',
      'http://www.nhc.gov.cn/',
      'https://user:pw@www.nhc.gov.cn/',
      'not a url',
    ]) {
      expect(checkWebviewUrl(url, OWN), url).toEqual({ ok: false, reason: WEBVIEW_REFUSED });
    }
  });

  it('says so when no url is given', () => {
    expect(checkWebviewUrl(null, OWN)).toEqual({ ok: false, reason: WEBVIEW_MISSING });
    expect(checkWebviewUrl('  ', OWN)).toEqual({ ok: false, reason: WEBVIEW_MISSING });
  });
});
