import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { REPO_ROOT } from '../fixtures/paths.ts';
import { DoctorLoginPage } from '../pages/DoctorLoginPage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

/** spec/routes.tsv sits beside the repo (../shared/spec/routes.tsv from the repo root). */
const ROUTES_TSV = path.join(REPO_ROOT, '..', 'shared', 'spec', 'routes.tsv');

interface SpecRoute {
  path: string;
  family: string;
  kind: string;
  note: string;
}

type Role = 'open' | 'patient' | 'doctor';

function readRoutes(): SpecRoute[] {
  return readFileSync(ROUTES_TSV, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [p = '', family = '', kind = '', note = ''] = line.split('\t');
      return { path: p, family, kind, note };
    });
}

const DOCTOR_FAMILIES = new Set(['ai', 'acc', 'xxph', 'yzh-jiayi', 'xqtx-elpb', 'yingkang-doctor']);

/** Open rows need no sign-in; doctor areas are visited as doctor01, the rest as the demo patient. */
function roleOf(row: SpecRoute): Role {
  if (row.kind === 'open') return 'open';
  const doctorPath = /\/health\/doctor\//.test(row.path) || /^\/app\/.+\/doctor(\/|$)/.test(row.path);
  return doctorPath || DOCTOR_FAMILIES.has(row.family) ? 'doctor' : 'patient';
}

const SAMPLE_PARAMS: Record<string, string> = {
  org: 'demo',
  project: 'demo',
  idcard: '11010519491231002X',
  areaCode: '330100',
  path: 'wechat',
  r: 'sample',
  type: '1',
};

/** The path with plausible parameter values; `*` becomes a path that no route has. */
function urlOf(row: SpecRoute): string {
  if (row.path === '*') return '/route-crawl/no/such/page';
  return row.path
    .replace(/\{([^}]+)\}/g, ':$1')
    .replace(/:([A-Za-z]+)/g, (_all, name: string) => SAMPLE_PARAMS[name] ?? '1');
}

function redirectTargetOf(row: SpecRoute): string | null {
  if (row.path === '/' || (row.kind !== 'redirect' && row.kind !== 'shell')) return null;
  return /redirect to (\/[^\s;,]*)/.exec(row.note)?.[1] ?? null;
}

const SETTLE_TIMEOUT_MS = 4_000;

interface PageState {
  pathname: string;
  text: string;
  heading: string;
  failedToLoad: boolean;
}

/**
 * Waits until the app rendered the URL it is at (the navigation layout's data-nav-path) with no
 * navigation in progress, or it shows the route error page; then reads what is on screen.
 */
async function settle(page: Page): Promise<PageState> {
  // A screen may leave by a page load (an authorization round, a sign-in that reloads): read the page it lands on.
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(page);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

const SETTLED = () => {
  const nav = document.querySelector<HTMLElement>('[data-nav-path]');
  const rendered = nav?.dataset.navPath === window.location.pathname;
  const busy = document.querySelector('.app-progress, .app-splash[role=status]') !== null;
  const failed = document.querySelector('.app-splash[role=alert]') !== null;
  return (rendered && !busy) || failed;
};

/** How long a settled page must stay put (a screen may redirect right after its first render). */
const STABLE_MS = 60;

async function settleOnce(page: Page): Promise<PageState> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await page
      .waitForFunction(SETTLED, undefined, { timeout: Math.max(1, deadline - Date.now()), polling: 25 })
      .then(() => true)
      .catch(() => false);
    if (!ready) break;
    const at = page.url();
    await page.waitForTimeout(STABLE_MS);
    if (page.url() === at && (await page.evaluate(SETTLED))) break;
  }
  return page.evaluate(() => ({
    pathname: window.location.pathname,
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point (hidden tabs do not count)
    text: document.body.innerText.trim(),
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    failedToLoad: document.querySelector('.app-splash[role=alert]') !== null,
  }));
}

/**
 * Goes to `url` inside the running app (a router history entry and a popstate, as the browser's
 * own navigation does), so that hundreds of routes cost no page loads (the open config call is
 * rate limited per minute). Falls back to a page load when the app is not running (a sign-in
 * page left for a third-party authorization page, say).
 */
async function visitInApp(page: Page, url: string): Promise<void> {
  const running = await page.evaluate(() => document.querySelector('[data-nav-path]') !== null);
  if (!running) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    const state: unknown = window.history.state;
    const idx = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    const next = { usr: null, key: `crawl${idx + 1}`, idx: idx + 1 };
    window.history.pushState(next, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
  }, url);
}

describe('Journey: every route of spec/routes.tsv opens (route crawl)', () => {
  const routes = readRoutes();
  const byRole = (role: Role) => routes.filter((row) => roleOf(row) === role);
  let browser: BrowserSession;
  let current = '';
  const problems: string[] = [];
  /** Routes that left for another site (a third-party authorization page): reported, not failures. */
  const reloads: string[] = [];
  let visited = 0;

  beforeAll(async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
    page.on('console', (message) => {
      // A failed API call is the screen's business (it shows its error state); React and code errors are not.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`${current}: console error ${message.text()}`);
      }
    });
  });
  afterAll(async () => {
    console.info(`route crawl: ${visited} of ${routes.length} routes.tsv rows visited`);
    if (reloads.length > 0) console.info(`left the app: ${reloads.join('; ')}`);
    await browser?.close();
  });

  async function check(row: SpecRoute, state: PageState): Promise<void> {
    const label = `${row.path} (${urlOf(row)})`;
    if (state.failedToLoad) problems.push(`${label}: route error page (${state.text.slice(0, 80)})`);
    else if (state.text === '') problems.push(`${label}: blank screen`);
    if (row.path !== '*' && state.heading === '页面不存在') problems.push(`${label}: 404 page`);
    if (row.path === '*' && state.heading !== '页面不存在') problems.push(`${label}: no 404 page`);
    const target = redirectTargetOf(row);
    if (target && state.pathname !== target)
      problems.push(`${label}: ended at ${state.pathname}, expected ${target}`);
    if (row.kind !== 'open' && /\/login$/.test(state.pathname) && !row.path.includes('login')) {
      problems.push(`${label}: signed out (ended at ${state.pathname})`);
    }
  }

  /** The problems found since `from` (each test answers for its own part of the crawl). */
  const since = (from: number) => problems.slice(from);

  async function crawl(rows: SpecRoute[], load: 'page' | 'in-app'): Promise<void> {
    const { page } = browser;
    for (const row of rows) {
      current = row.path;
      const before = page.url();
      if (load === 'page') await page.goto(urlOf(row), { waitUntil: 'domcontentloaded' });
      else await visitInApp(page, urlOf(row));
      const state = await settle(page);
      await check(row, state);
      const left = before.startsWith('http') && new URL(page.url()).origin !== new URL(before).origin;
      if (left) reloads.push(`${row.path} -> ${page.url()}`);
      visited++;
    }
  }

  it('opens every open route without signing in', async () => {
    const from = problems.length;
    // Each open route by a page load: several of them sign in by themselves from the URL.
    await crawl(byRole('open'), 'page');
    expect(since(from)).toEqual([]);
  }, 90_000);

  it('opens every patient route as the demo patient', async () => {
    const from = problems.length;
    const { page } = browser;
    current = 'patient sign-in';
    await page.context().clearCookies();
    await page.goto('/health/user/login');
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    const login = new PatientLoginPage(page);
    await login.open();
    await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await crawl(byRole('patient'), 'in-app');
    expect(since(from)).toEqual([]);
  }, 120_000);

  it('opens every doctor route as doctor01', async () => {
    const from = problems.length;
    const { page } = browser;
    current = 'doctor sign-in';
    await page.context().clearCookies();
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    const login = new DoctorLoginPage(page);
    await login.open();
    await login.signIn(DEMO.doctor.username, DEMO.password, DEMO.doctor.orgCode);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await crawl(byRole('doctor'), 'in-app');
    expect(since(from)).toEqual([]);
  }, 120_000);

  it('keeps a doctor shell tab alive: its state and scroll survive a switch to another tab and back', async () => {
    const from = problems.length;
    const { page } = browser;
    current = 'doctor shell keep-alive';
    await visitInApp(page, '/app/yingkang/doctor/index');
    await page.waitForURL((url) => url.pathname === '/app/yingkang/doctor/index/home');
    await settle(page);
    const activePane = '[data-active="true"]';
    await page.locator(activePane).evaluate((pane) => {
      pane.setAttribute('data-crawl-mark', 'home');
      pane.scrollTop = 30;
    });
    const scrolled = await page.locator(activePane).evaluate((pane) => pane.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await tabBar.getByText('我的', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app/yingkang/doctor/index/mine/index');
    // The URL moves first; the tab's commit follows (navigations render in a transition).
    await expect.poll(() => page.locator('[data-crawl-mark="home"]').isHidden()).toBe(true);
    await tabBar.getByText('首页', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app/yingkang/doctor/index/home');
    const home = page.locator('[data-crawl-mark="home"]');
    await expect.poll(() => home.getAttribute('data-active')).toBe('true');
    expect(await home.evaluate((pane) => pane.scrollTop)).toBe(scrolled);
    expect(since(from)).toEqual([]);
  }, 30_000);
});
