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
