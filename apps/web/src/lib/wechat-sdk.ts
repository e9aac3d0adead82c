import type { WechatSignResult } from '@kanghu/shared';
import type { BridgeHost, WechatSdk } from './bridge.ts';

/**
 * WeChat's own JS-SDK file. Only loaded inside the WeChat browser, which reaches WeChat's servers
 * by definition; WeChat publishes the SDK only there (no package of ours can stand in for it).
 */
const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => reject(new Error('WeChat JS-SDK failed to load'));
    doc.head.appendChild(el);
  });
}

/**
 * A loader of the configured WeChat JS-SDK: loads jweixin once, signs the page's URL (without
 * its hash) with `POST /api/wechat/sign` and configures `wx` for scanQRCode. A failure is not
 * kept: the next scan tries again.
 */
export function wechatSdkLoader(
  win: Window & BridgeHost,
  sign: (url: string) => Promise<WechatSignResult>,
): () => Promise<WechatSdk> {
  let pending: Promise<WechatSdk> | null = null;
  const load = async (): Promise<WechatSdk> => {
    if (!win.wx?.config) await loadScript(win.document, JWEIXIN_URL);
    const wx = win.wx;
    if (!wx?.config || !wx.ready || !wx.error) throw new Error('WeChat JS-SDK missing');
    const signed = await sign(win.location.href.split('#')[0] ?? '');
    await new Promise<void>((resolve, reject) => {
      wx.ready?.(resolve);
      wx.error?.(reject);
      wx.config?.({
        debug: false,
        appId: signed.appId,
        timestamp: signed.timestamp,
        nonceStr: signed.noncestr,
        signature: signed.signature,
        jsApiList: ['scanQRCode'],
      });
    });
    return wx;
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
