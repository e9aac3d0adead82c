import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shoot, VIEWPORT, waitForChromium } from '../fixtures/browser.ts';
import { ean13, ean13Modules, writeEan13Video, writeQrVideo } from '../fixtures/code-video.ts';
import { DEMO } from '../fixtures/demo.ts';
import { CHROMIUM } from '../fixtures/paths.ts';
import { DemoApi } from '../pages/DemoApi.ts';
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

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

/**
 * Taps the scan button `testId`: the scanner opens with its tip, reads the code and closes. A code
 * held up from the first frame can be read within a frame or two of opening, faster than polling
 * for a visible dialog, so the page itself records that a dialog with the tip was shown.
 */
async function scanWith(page: Page, testId: string): Promise<void> {
  await page.evaluate((tip) => {
    const w = window as unknown as { scannerShown?: boolean };
    w.scannerShown = false;
    const check = () => {
      for (const d of document.querySelectorAll('[role="dialog"]'))
        if (d.textContent?.includes(tip) && d.getClientRects().length > 0) w.scannerShown = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, SCAN_TIP);
  await page.getByTestId(testId).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { scannerShown?: boolean }).scannerShown))
    .toBe(true);
  const scanner = page.getByRole('dialog', { name: SCAN_TIP });
  if (await scanner.isVisible()) await shoot(page, `scanner-${testId}`);
  await scanner.waitFor({ state: 'detached', timeout: 30_000 });
}

async function scanOnWatchBind(page: Page): Promise<string> {
  await signInAsDemoPatient(page);
  await page.goto(WATCH_BIND);
  const field = page.getByPlaceholder('请输入设备编号');
  await field.waitFor();
  // A result closes the scanner and lands in the caller's field.
  await scanWith(page, 'scan-device-sn');
  return field.inputValue();
}

/** Off-origin requests (none allowed: no CDN for the decoder or its wasm) and the wasm check. */
function expectOwnOriginOnly(base: string, requests: string[]): void {
  const origin = new URL(base).origin;
  expect(requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u))).toEqual([]);
  expect(requests.some((u) => u.startsWith(origin) && u.endsWith('.wasm'))).toBe(true);
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
        expectOwnOriginOnly(base, session.requests);
        expect(session.pageErrors).toEqual([]);
      } finally {
        await session.browser.close();
      }
    });
  }

  it("When I scan a doctor's visiting-card QR from 预约挂号, the doctor's page opens and records the scan", async () => {
    const base = inject('baseURL');
    const api = new DemoApi(base);
    const login = await api.call<{ token: string; doctor: { id: number } | null }>(
      'POST',
      '/api/user/login/doctor',
      { body: { username: DEMO.doctor.username, password: DEMO.password, orgCode: DEMO.doctor.orgCode } },
    );
    const doctorId = login.doctor?.id ?? 0;
    const card = await api.call<{ url: string }>('GET', `/api/doctor/qrcode/${doctorId}`, {
      token: login.token,
    });
    const video = path.join(dir, 'doctor-card.y4m');
    await writeQrVideo(video, card.url);
    const session = await openCameraBrowser(base, video);
    try {
      const { page } = session;
      await signInAsDemoPatient(page);
      await page.goto('/health/patient/reserve/doctor/list');
      const recorded = page.waitForResponse(
        (r) => r.url().includes('/api/doctor/wx/user/scan/record') && r.request().method() === 'POST',
      );
      await scanWith(page, 'scan-doctor-card');
      await page.waitForURL((url) => url.pathname === '/health/patient/reserve/doctor/info');
      expect(new URL(page.url()).searchParams.get('doctorId')).toBe(String(doctorId));
      expect((await recorded).status()).toBe(200);
      await page.getByText(DEMO.doctor.name).first().waitFor();
      expectOwnOriginOnly(base, session.requests);
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.browser.close();
    }
  });

  it('EAN-13 modules: 95 of them, check digit per the standard', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13Modules('4006381333931')).toHaveLength(95);
  });
});
