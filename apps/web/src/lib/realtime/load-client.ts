type BrowserClientModule = typeof import('./browser-client.ts');

let loading: Promise<BrowserClientModule> | null = null;

/**
 * The realtime client's chunk (protocol, socket), loaded once. Start-up with a stored token asks
 * for it early (boot.ts), alongside the screen's own code: the channel opens only once the first
 * screen has shown its data (app/startup-settled.ts), and its code is there by then.
 */
export function loadBrowserClient(): Promise<BrowserClientModule> {
  if (!loading) {
    loading = import('./browser-client.ts').catch((error: unknown) => {
      loading = null; // a failed chunk load is retried by the next call
      throw error;
    });
  }
  return loading;
}

/** Starts loading the client's chunk now (a failure is left to the first real use). */
export function preloadBrowserClient(): void {
  loadBrowserClient().catch(() => {});
}
