import { type BridgeHost, type DeviceInfo, nativeScanner } from '../../lib/bridge.ts';
import { RealtimeHost } from '../../lib/realtime/host.ts';
import { createShellStore, type ShellStore } from './shell-store.ts';

/** The app's realtime host and shell store, made once by Providers for this window. */
export function createShellServices(
  win: Window,
  device: DeviceInfo,
): { realtime: RealtimeHost; shell: ShellStore } {
  const realtime = new RealtimeHost(async (events) => {
    const { createBrowserClient } = await import('../../lib/realtime/browser-client.ts');
    return createBrowserClient(win, events);
  });
  return { realtime, shell: createShellStore(nativeScanner(win as Window & BridgeHost, device)) };
}
