import { type BridgeHost, nativeScanner, type WechatSdk } from '../../lib/bridge.ts';
import { RealtimeHost } from '../../lib/realtime/host.ts';
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
  // The SDK loader and the sign contract load with the first WeChat scan: start-up (and /login)
  // carry neither.
  let loader: Promise<() => Promise<WechatSdk>> | null = null;
  const loadWechat = async () => {
    if (!loader) {
      loader = import('../../lib/wechat-sdk.ts').then(({ wechatSdkLoader }) =>
        wechatSdkLoader(host, async (url) => {
          const { third } = await import('@kanghu/shared/endpoints');
          return deps.api.call(third.wechatSign, { query: { url, ...(wxgzId ? { wxgzId } : {}) } });
        }),
      );
      // A failed download is retried on the next scan.
      loader.catch(() => {
        loader = null;
      });
    }
    return (await loader)();
  };
  return { realtime, shell: createShellStore(nativeScanner(host, deps.device, loadWechat)) };
}
