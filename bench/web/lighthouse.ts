import lighthouse from 'lighthouse';
import { freePort } from '../lib/servers.ts';
import { openBrowser } from './browser.ts';
import { seedStorage } from './demo-session.ts';

export interface LighthouseRun {
  path: string;
  /** Performance category score, 0-100. */
  score: number;
  /** The page's own URL at the end (a redirect to a login page would show here). */
  finalPath: string;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Bytes over the wire (as sent: compressed when the server compresses). */
  transferBytes: number;
  /** The biggest opportunities Lighthouse names, for the report. */
  opportunities: string[];
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

/**
 * Lighthouse's default config (the mobile preset: emulated phone, simulated slow 4G and 4x CPU),
 * performance category only, against `path` in a fresh Chromium that Playwright launched with a
 * DevTools port. `storage` (token and user) is written on the origin before Lighthouse runs;
 * Lighthouse's own reset clears the HTTP cache but leaves local storage and cookies.
 */
export async function runLighthouse(
  baseUrl: string,
  path: string,
  storage: Record<string, string> = {},
): Promise<LighthouseRun> {
  const port = await freePort();
  const browser = await openBrowser({ debuggingPort: port });
  try {
    if (Object.keys(storage).length > 0) await seedStorage(browser.context, baseUrl, storage);
    const result = await lighthouse(`${baseUrl}${path}`, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The full-page screenshot re-lays out the page after the run: not a metric, only time.
      skipAudits: ['full-page-screenshot'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse ${path}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      metrics: {
        fcp: numeric(METRICS.fcp),
        lcp: numeric(METRICS.lcp),
        tbt: numeric(METRICS.tbt),
        cls: numeric(METRICS.cls),
        si: numeric(METRICS.si),
      },
      transferBytes: numeric('total-byte-weight'),
      opportunities,
    };
  } finally {
    await browser.close();
  }
}
