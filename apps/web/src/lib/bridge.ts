import { WECHAT_SCAN_TYPES } from '@kanghu/shared';

/**
 * Where the page runs: a native app web view, the WeChat browser or a plain browser. Sent as the
 * Device-Type and Source headers, and used to pick the root font size.
 */
export interface DeviceInfo {
  deviceType: 'android' | 'ios' | 'h5';
  source: 'app' | 'wechat' | 'dingtalk' | 'alipay' | 'browser';
  isTablet: boolean;
}

/** Our native apps add this marker to their web views' user agent. */
const APP_MARKER = /kanghu/i;

export function detectDevice(userAgent: string): DeviceInfo {
  const ua = userAgent;
  const ios = /iPhone|iPad|iPod/i.test(ua);
  const android = /Android/i.test(ua);
  const inApp = APP_MARKER.test(ua);
  const deviceType = inApp && ios ? 'ios' : inApp && android ? 'android' : 'h5';
  let source: DeviceInfo['source'] = 'browser';
  if (inApp) source = 'app';
  else if (/MicroMessenger/i.test(ua)) source = 'wechat';
  else if (/DingTalk/i.test(ua)) source = 'dingtalk';
  else if (/AlipayClient/i.test(ua)) source = 'alipay';
  const isTablet = /iPad|Tablet/i.test(ua) || (android && !/Mobile/i.test(ua));
  return { deviceType, source, isTablet };
}

/** Inside one of our native apps' web views. */
export function isNativeApp(device: DeviceInfo): boolean {
  return device.source === 'app';
}

/** Inside the WeChat browser. */
export function isWechat(device: DeviceInfo): boolean {
  return device.source === 'wechat';
}

/** What our native apps inject into their web views (`window.KanghuNative`). */
export interface NativeBridge {
  scanCode?: () => Promise<string> | string;
}

/** The part of the WeChat JS-SDK (`window.wx`, see wechat-sdk.ts) we use. */
export interface WechatSdk {
  config?: (options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }) => void;
  ready?: (callback: () => void) => void;
  error?: (callback: (error: unknown) => void) => void;
  scanQRCode?: (options: {
    needResult: 1;
    scanType: string[];
    success: (result: { resultStr?: string }) => void;
    fail?: (error: unknown) => void;
    cancel?: () => void;
  }) => void;
}

export interface BridgeHost {
  KanghuNative?: NativeBridge;
  wx?: WechatSdk;
}

/** A scan that answers the decoded text, or null when the user cancelled. */
export type Scanner = () => Promise<string | null>;

/** WeChat's scan through a configured SDK; bar codes answer "FORMAT,text", of which we keep the text. */
function wechatScan(sdk: WechatSdk): Promise<string | null> {
  const scan = sdk.scanQRCode;
  if (!scan) return Promise.reject(new Error('scanQRCode missing'));
  return new Promise<string | null>((resolve, reject) => {
    scan({
      needResult: 1,
      scanType: [...WECHAT_SCAN_TYPES],
      success: (result) => resolve(result.resultStr ? result.resultStr.replace(/^[A-Z_0-9-]+,/, '') : null),
      fail: reject,
      cancel: () => resolve(null),
    });
  });
}

/**
 * The host's own scanner: the native app's (in the app) or WeChat's (in the WeChat browser: the
 * page's `wx` when it already has one, else the SDK loaded and signed on first use by
 * `loadWechat`). Null when there is none: the web scan overlay is used instead. A host scanner
 * that fails (no bridge answer, SDK refused) rejects, and the shell falls back to the overlay.
 */
export function nativeScanner(
  host: BridgeHost,
  device: DeviceInfo,
  loadWechat?: () => Promise<WechatSdk>,
): Scanner | null {
  const scanCode = host.KanghuNative?.scanCode;
  if (isNativeApp(device) && scanCode) {
    return async () => (await scanCode()) || null;
  }
  if (!isWechat(device)) return null;
  if (host.wx?.scanQRCode) {
    const wx = host.wx;
    return () => wechatScan(wx);
  }
  if (loadWechat) return async () => wechatScan(await loadWechat());
  return null;
}
