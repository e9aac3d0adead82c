import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The flags every browser of the project runs with (no network beyond the page's own origin). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Opens a DevTools port (for Lighthouse) and leaves viewport emulation to the caller. */
  debuggingPort?: number;
}

/** Chromium with a fresh profile: no cache, no storage, no cookies. */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  const profile = await mkdtemp(path.join(tmpdir(), 'kanghu-bench-chromium-'));
  const port = options.debuggingPort;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: port ? [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] : CHROMIUM_ARGS,
    viewport: port ? null : PHONE_VIEWPORT,
    locale: 'zh-CN',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
