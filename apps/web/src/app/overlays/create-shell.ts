import { type BridgeHost, nativeScanner } from '../../lib/bridge.ts';
import { RealtimeHost } from '../../lib/realtime/host.ts';
import { wechatSdkLoader } from '../../lib/wechat-sdk.ts';
import type { AppDeps } from '../app-context.ts';
import { createShellStore, type ShellStore } from './shell-store.ts';

/** The app's realtime host and shell store, made once by Providers for this window. */
export function createShellServices(
  win: Window,
  deps: Pick<AppDeps, 'api' | 'config' | 'device'>,
): { realtime: RealtimeHost; shell: ShellStore } {
  const realtime = new RealtimeHost(async (events) => {
    const { createBrowserClient } = await import('../../lib/realtime/browser-client.ts');
    return createBrowserClient(win, events);
  });
  const host = win as Window & BridgeHost;
  const wxgzId = deps.config.wxgzId ?? undefined;
  // The contract loads with the first WeChat scan: start-up (and /login) load no contracts chunk.
  const loadWechat = wechatSdkLoader(host, async (url) => {
    const { third } = await import('@kanghu/shared/endpoints');
    return deps.api.call(third.wechatSign, { query: { url, ...(wxgzId ? { wxgzId } : {}) } });
  });
  return { realtime, shell: createShellStore(nativeScanner(host, deps.device, loadWechat)) };
}
