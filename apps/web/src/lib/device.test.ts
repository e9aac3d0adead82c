import { describe, expect, it } from 'vitest';
import { countdownLabel, SMS_RESEND_SECONDS } from '../features/auth/countdown.ts';
import { detectDevice } from './bridge.ts';
import { rootFontSize } from './root-font.ts';

describe('root font size', () => {
  it('is body width / 7.5, or 12.8 on a tablet', () => {
    expect(rootFontSize(375, false)).toBe(50);
    expect(rootFontSize(750, false)).toBe(100);
    expect(rootFontSize(1024, true)).toBe(12.8);
  });
});

describe('detectDevice', () => {
  it('tells the WeChat browser, our app and plain browsers apart', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(detectDevice(`${iphone} MicroMessenger/8.0`)).toEqual({
      deviceType: 'h5',
      source: 'wechat',
      isTablet: false,
    });
    expect(detectDevice(`${iphone} Kanghu/2.1`)).toMatchObject({ deviceType: 'ios', source: 'app' });
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel) Mobile Safari')).toMatchObject({
      deviceType: 'h5',
      source: 'browser',
      isTablet: false,
    });
    expect(detectDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)').isTablet).toBe(true);
  });
});

describe('SMS countdown', () => {
  it('counts 60 seconds and labels the button', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    expect(countdownLabel(0)).toBe('获取验证码');
    expect(countdownLabel(59)).toBe('59秒后重发');
  });
});
