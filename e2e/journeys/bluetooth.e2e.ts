import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  bloodPressureBytes,
  EmulatedBloodPressureMonitor,
  openBluetoothBrowser,
} from '../fixtures/ble-peripheral.ts';
import type { BrowserSession } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { BloodPressurePage } from '../pages/BloodPressurePage.ts';
import { BluetoothMeasurePopup, BluetoothScanPage } from '../pages/BluetoothPages.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

describe('Journey: measuring through Web Bluetooth with an emulated blood-pressure monitor', () => {
  let session: BrowserSession & { browser: import('playwright-core').Browser };
  beforeEach(async () => {
    session = await openBluetoothBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await session?.close();
  });

  it('When I tap 蓝牙测量 and pick my monitor, its reading is saved as a Bluetooth reading and shown', async () => {
    const { browser, context, page } = session;
    await signInAsDemoPatient(page);
    const systolic = 130 + Math.floor(Math.random() * 9);
    const diastolic = 80 + Math.floor(Math.random() * 9);
    const monitor = await EmulatedBloodPressureMonitor.attach(
      browser,
      context,
      page,
      bloodPressureBytes(systolic, diastolic, 74),
    );
    try {
      const bp = new BloodPressurePage(page);
      await bp.open();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/patient/blood/pressure') && r.request().method() === 'POST',
      );
      const popup = new BluetoothMeasurePopup(page);
      await popup.start();
      expect((await saved).status()).toBe(200);
      const text = await popup.savedText();
      expect(text).toContain(`${systolic}/${diastolic}`);
      expect(text).toContain('心率 74 次/分');
      expect(text).toContain('已保存（蓝牙）');
      await popup.finish();
      await expect
        .poll(async () => page.getByTestId('latest-bp').textContent())
        .toBe(`${systolic}/${diastolic}`);
      await expect.poll(async () => (await bp.rows()).join('|')).toContain(`${systolic}/${diastolic} mmHg`);
      expect((await bp.rows()).join('|')).toContain('蓝牙测量');
      // The page went through the real Web Bluetooth path: chooser, GATT connection, service
      // discovery, subscription to the measurement, and its read.
      expect(monitor.operations).toEqual(
        expect.arrayContaining([
          'chooser:picked',
          'gatt:connection',
          'gatt:discovery',
          'characteristic:subscribe-to-notifications',
          'characteristic:read',
        ]),
      );
      expect(session.pageErrors).toEqual([]);
    } finally {
      await monitor.detach();
    }
  });

  it('Without Bluetooth the scan says 蓝牙未开启!; with it, the scan finds my monitor and I bind it', async () => {
    const { browser, context, page } = session;
    await signInAsDemoPatient(page);
    const monitor = await EmulatedBloodPressureMonitor.attach(
      browser,
      context,
      page,
      bloodPressureBytes(120, 78, 70),
      `KH-BPM-${Math.floor(Math.random() * 1e6)}`,
    );
    try {
      const scan = new BluetoothScanPage(page);
      await scan.open('bp');
      await page.getByText('点击“开始扫描”查找附近的血压计').waitFor();
      // No usable radio: the spec's message, with 重试. (The emulated 'powered-off' state still
      // lets Chromium 156 list a preconnected peripheral, so the journey uses 'absent'.)
      await monitor.setCentral('absent');
      await scan.scan();
      await page.getByRole('alert').filter({ hasText: '蓝牙未开启!' }).waitFor();
      await monitor.setCentral('powered-on');
      await scan.scan();
      await scan.device(monitor.name).waitFor();
      await scan.bind(monitor.name);
      await page.waitForURL((url) => /\/health\/patient\/common\/device\/\d+\/detail$/.test(url.pathname));
      await page.getByText(monitor.name, { exact: true }).waitFor();
      expect(session.pageErrors).toEqual([]);
    } finally {
      await monitor.detach();
    }
  });
});
