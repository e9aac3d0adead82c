import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORT, waitForChromium } from '../fixtures/browser.ts';
import { ean13, ean13Modules, writeEan13Video, writeQrVideo } from '../fixtures/code-video.ts';
import { DEMO } from '../fixtures/demo.ts';
import { CHROMIUM } from '../fixtures/paths.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const WATCH_BIND = '/health/patient/watch/bind';
const SCAN_TIP = '识别二维码/条形码';

/** Chromium whose camera plays `video` (a Y4M file), with the camera permission granted. */
async function openCameraBrowser(baseURL: string, video: string) {
  await waitForChromium();
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, locale: 'zh-CN', baseURL });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Everything the page fetches must come from our origin (no CDN for the decoder or its wasm).
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { browser, page, pageErrors, requests };
}

async function scanOnWatchBind(page: Page): Promise<string> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
  await page.goto(WATCH_BIND);
  const field = page.getByPlaceholder('请输入设备编号');
  await field.waitFor();
  await page.getByTestId('scan-device-sn').click();
  const scanner = page.getByRole('dialog', { name: SCAN_TIP });
  await scanner.waitFor();
  await expect.poll(() => scanner.getByText(SCAN_TIP).isVisible()).toBe(true);
  // A result closes the scanner and lands in the caller's field.
  await scanner.waitFor({ state: 'detached', timeout: 30_000 });
  return field.inputValue();
}

describe('Journey: scanning a code with the in-page scanner (fake camera)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kanghu-scan-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const cases = [
    { name: 'a QR code', text: 'KH-WATCH-2026-0042', write: writeQrVideo },
    { name: 'an EAN-13 bar code', text: ean13('690123456789'), write: writeEan13Video },
  ];

  for (const c of cases) {
    it(`When my camera shows ${c.name} of a watch serial, the scanner reads it, closes and fills 设备编号`, async () => {
      const base = inject('baseURL');
      const video = path.join(dir, `${c.text}.y4m`);
      await c.write(video, c.text);
      const session = await openCameraBrowser(base, video);
      try {
        expect(await scanOnWatchBind(session.page)).toBe(c.text);
        const origin = new URL(base).origin;
        const foreign = session.requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
        expect(foreign).toEqual([]);
        expect(session.requests.some((u) => u.startsWith(origin) && u.endsWith('.wasm'))).toBe(true);
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.browser.close();
      }
    });
  }

  it('EAN-13 modules: 95 of them, check digit per the standard', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13Modules('4006381333931')).toHaveLength(95);
  });
});
