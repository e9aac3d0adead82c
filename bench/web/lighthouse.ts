import { mkdir, writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import { freePort } from '../lib/servers.ts';
import { openBrowser } from './browser.ts';
import { seedStorage } from './demo-session.ts';

export interface LighthouseRun {
  path: string;
  /** Performance category score, 0-100. */
  score: number;
  /** Accessibility category score, 0-100. */
  accessibility: number;
  /** Failed accessibility audits: `id (n elements: first element's snippet)`. */
  accessibilityFailures: string[];
  /** The page's own URL at the end (a redirect to a login page would show here). */
  finalPath: string;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Bytes over the wire (as sent: compressed when the server compresses). */
  transferBytes: number;
  /** The biggest opportunities Lighthouse names, for the report. */
  opportunities: string[];
  /** The screen came up: the app root shows more than the start-up placeholder, no uncaught error. */
  rendered: boolean;
  pageErrors: string[];
}

/** The start-up placeholder of apps/web/index.html. */
const PLACEHOLDER = '加载中...';

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

class LighthouseRuntimeError extends Error {}

/**
 * BENCH_WEB_LIGHTHOUSE_DIR: where to keep each run's full Lighthouse report (JSON), to read the
 * LCP element, the request chains and the main-thread work behind a score.
 */
const REPORT_DIR = process.env.BENCH_WEB_LIGHTHOUSE_DIR;
let reportCount = 0;

async function keepReport(path: string, lhr: object, trace: unknown): Promise<void> {
  if (!REPORT_DIR) return;
  await mkdir(REPORT_DIR, { recursive: true });
  const name = `${String(++reportCount).padStart(2, '0')}${path.replace(/[^a-z0-9]+/gi, '-')}`;
  await writeFile(`${REPORT_DIR}/${name}.json`, JSON.stringify(lhr));
  // The page's trace too (Chromium's trace-event JSON): the tasks behind the blocking time.
  if (trace) await writeFile(`${REPORT_DIR}/${name}.trace.json`, JSON.stringify(trace));
}

type Details = { type?: string; items?: unknown } | undefined;
type Item = Record<string, unknown>;

/** Text of the largest contentful paint's element ('' when nothing painted). */
function largestPaintText(details: Details): string {
  // A list of tables; the first names the element.
  const first = (items: unknown) => (Array.isArray(items) ? (items[0] as unknown) : undefined);
  const table = (details?.type === 'list' ? first(details.items) : details) as Details;
  const node = (first(table?.items) as Item | undefined)?.node as Item | undefined;
  return typeof node?.nodeLabel === 'string' ? node.nodeLabel : '';
}

/** Uncaught exceptions the page logged during the run. */
function uncaughtErrors(details: Details): string[] {
  const items = Array.isArray(details?.items) ? (details.items as Item[]) : [];
  return items
    .filter((item) => item.source === 'exception')
    .map((item) => String(item.description ?? '').split('\n')[0] ?? '');
}

/**
 * Lighthouse's default config (the mobile preset: emulated phone, simulated slow 4G and 4x CPU),
 * performance and accessibility categories, against `path` in a fresh Chromium that Playwright launched with a
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
      // Accessibility runs after the trace (axe in the loaded page): it does not change the timings.
      onlyCategories: ['performance', 'accessibility'],
      // Not scored: shows uncaught errors, so a broken screen cannot pass as a fast one.
      onlyAudits: ['errors-in-console'],
      // The full-page screenshot re-lays out the page after the run: not a metric, only time.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    await keepReport(path, lhr, (result.artifacts as { Trace?: unknown }).Trace);
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse ${path}: ${lhr.runtimeError.code}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const lcpText = largestPaintText(lhr.audits['largest-contentful-paint-element']?.details);
    const pageErrors = uncaughtErrors(lhr.audits['errors-in-console']?.details);
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items = (audit?.details as Details)?.items;
        const nodes = Array.isArray(items) ? (items as Item[]) : [];
        const first = (nodes[0]?.node as Item | undefined)?.snippet;
        return `${audit?.id} (${nodes.length} elements${typeof first === 'string' ? `: ${first.slice(0, 120)}` : ''})`;
      });
    return {
      path,
      rendered: lcpText !== '' && !lcpText.includes(PLACEHOLDER) && pageErrors.length === 0,
      pageErrors,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      accessibilityFailures,
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

/** Lighthouse now and then loses the trace (NO_NAVSTART, more often on a busy machine): try again. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRuntimeError)) throw error;
      console.log(`  (${error.message}; again)`);
    }
  }
}

/**
 * Lighthouse scores vary from run to run (more so on a busy machine), so each page is measured
 * `runs` times and the run with the median score is reported, as Lighthouse's docs advise.
 */
export async function medianLighthouse(
  baseUrl: string,
  path: string,
  storage: Record<string, string>,
  runs: number,
): Promise<LighthouseRun & { scores: number[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await withRetry(() => runLighthouse(baseUrl, path, storage)));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
  if (!median) throw new Error('no Lighthouse run');
  // A run whose screen did not come up invalidates the page's result, whatever its score.
  const broken = results.find((r) => !r.rendered || r.finalPath !== r.path);
  return { ...(broken ?? median), scores: results.map((r) => r.score) };
}
