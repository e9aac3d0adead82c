import { describe, expect, it } from 'vitest';
import { type DeviceInfo, nativeScanner } from '../../lib/bridge.ts';
import { createShellStore } from './shell-store.ts';

const device = (source: DeviceInfo['source']): DeviceInfo => ({ deviceType: 'h5', source, isTablet: false });

describe('shell store', () => {
  it('opens and closes the share overlay', () => {
    const store = createShellStore(null);
    let changes = 0;
    store.subscribe(() => changes++);
    store.openShare({ image: '/x.png', title: '分享' });
    expect(store.getState().share).toEqual({ image: '/x.png', title: '分享' });
    store.closeShare();
    expect(store.getState().share).toBeNull();
    expect(changes).toBe(2);
  });

  it('flags the video room visible, hides it and hangs up', () => {
    const store = createShellStore(null);
    store.setVideoVisible(true);
    expect(store.getState().video.visible).toBe(false);
    store.showVideo({ roomId: '42' });
    expect(store.getState().video).toEqual({ room: { roomId: '42' }, visible: true });
    store.setVideoVisible(false);
    expect(store.getState().video.visible).toBe(false);
    store.hangUp();
    expect(store.getState().video).toEqual({ room: null, visible: false });
  });

  it('scans with the web overlay when the host has no scanner', async () => {
    const store = createShellStore(null);
    const result = store.scan();
    expect(store.getState().scanning).toBe(true);
    store.finishScan(null);
    await expect(result).resolves.toBeNull();
    expect(store.getState().scanning).toBe(false);
    const second = store.scan();
    store.finishScan('CODE-9');
    await expect(second).resolves.toBe('CODE-9');
    expect(store.getState().lastScan).toBe('CODE-9');
  });

  it("falls back to the web overlay when the host's scanner fails", async () => {
    const store = createShellStore(() => Promise.reject(new Error('no bridge')));
    const result = store.scan();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().scanning).toBe(true);
    store.finishScan('X');
    await expect(result).resolves.toBe('X');
  });

  it('loads and signs the WeChat SDK on first scan when the page has none', async () => {
    const sdk = {
      scanQRCode: (o: { success: (r: { resultStr?: string }) => void }) =>
        o.success({ resultStr: 'EAN_13,6901234567892' }),
    };
    let loads = 0;
    const wx = nativeScanner({}, device('wechat'), async () => {
      loads++;
      return sdk;
    });
    await expect(wx?.()).resolves.toBe('6901234567892');
    expect(loads).toBe(1);
  });

  it("uses the native app's scanner inside the app, and WeChat's in the WeChat browser", async () => {
    const app = nativeScanner({ KanghuNative: { scanCode: async () => 'QR-1' } }, device('app'));
    expect(app).not.toBeNull();
    const store = createShellStore(app);
    await expect(store.scan()).resolves.toBe('QR-1');
    expect(store.getState().scanning).toBe(false);
    expect(store.getState().lastScan).toBe('QR-1');

    const wx = nativeScanner(
      { wx: { scanQRCode: (o) => o.success({ resultStr: 'BAR-2' }) } },
      device('wechat'),
    );
    await expect(wx?.()).resolves.toBe('BAR-2');
    // A plain browser, or a host without the SDK, has none.
    expect(nativeScanner({ wx: { scanQRCode: () => undefined } }, device('browser'))).toBeNull();
    expect(nativeScanner({}, device('app'))).toBeNull();
  });
});
