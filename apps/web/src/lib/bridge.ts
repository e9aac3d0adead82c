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

/** The part of the WeChat JS-SDK (`window.wx`, loaded and configured by the page) we use. */
export interface WechatSdk {
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

/**
 * The host's own scanner: the native app's (in the app) or WeChat's (in the WeChat browser).
 * Null when there is none: the web scan overlay is used instead.
 */
export function nativeScanner(host: BridgeHost, device: DeviceInfo): Scanner | null {
  const scanCode = host.KanghuNative?.scanCode;
  if (isNativeApp(device) && scanCode) {
    return async () => (await scanCode()) || null;
  }
  const wxScan = host.wx?.scanQRCode;
  if (isWechat(device) && wxScan) {
    return () =>
      new Promise<string | null>((resolve, reject) => {
        wxScan({
          needResult: 1,
          scanType: ['qrCode', 'barCode'],
          success: (result) => resolve(result.resultStr ?? null),
          fail: reject,
          cancel: () => resolve(null),
        });
      });
  }
  return null;
}
