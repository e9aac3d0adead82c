import { gzipSync } from 'node:zlib';
import { openBrowser } from './browser.ts';

export interface LoadedScript {
  path: string;
  bytes: number;
  gzip: number;
}

export interface PageScripts {
  scripts: LoadedScript[];
  /** The screen itself came up (a form field), not only the start-up placeholder or a 404 page. */
  rendered: boolean;
}

export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * The JavaScript the browser loads for the sign-in page `path` on a cold profile: every `.js` response until the
 * network is idle, each gzipped here (the server may send it uncompressed).
 */
export async function scriptsLoadedBy(baseUrl: string, path: string): Promise<PageScripts> {
  const browser = await openBrowser();
  try {
    const loaded: Promise<LoadedScript>[] = [];
    browser.page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      loaded.push(
        response.body().then((body) => ({ path: url.pathname, bytes: body.length, gzip: gzipSize(body) })),
      );
    });
    await browser.page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const rendered = await browser.page
      .locator('input')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    const scripts = await Promise.all(loaded);
    return { scripts: scripts.sort((a, b) => b.gzip - a.gzip), rendered };
  } finally {
    await browser.close();
  }
}
