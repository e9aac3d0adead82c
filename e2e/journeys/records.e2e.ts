import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

const LIST = '/health/patient/check/and/inspection';

/** A small solid-colour PNG (a stand-in for a photographed report). */
function reportPng(size = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x3a, 0x8d, 0xde]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

/** Saves a screenshot when RECORDS_SCREENSHOTS names a folder (for looking at the screens). */
async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.RECORDS_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('Journey: check and inspection records', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I add an inspection record with a photo of the report and find it in the list and the detail', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);
    await page.goto(LIST);
    await page.getByTestId('measure-patient').waitFor();
    const item = `血常规${Math.floor(Math.random() * 10_000)}`;

    await page.getByRole('button', { name: '添加检查检验记录' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/add`);
    // The type selector of the form (the list behind it shows 检验 tags of the seeded reports too).
    await page.locator('form .adm-selector').getByText('检验', { exact: true }).click();
    await page.getByPlaceholder('如：血常规、胸部CT').fill(item);
    await page.getByPlaceholder('选填').first().fill('康护社区卫生服务中心');
    await page.getByPlaceholder('选填，可填写报告结论').fill('白细胞计数偏高，建议复查');
    await page.getByRole('switch').click();
    await page.locator('input[type=file]').setInputFiles({
      name: '化验单.png',
      mimeType: 'image/png',
      buffer: reportPng(),
    });
    // The thumbnail shows the stored file's address once the upload is done.
    await page.locator('.adm-image-uploader-cell img[src^="/api/files/"]').waitFor();
    await page.getByRole('button', { name: '保存' }).click();

    // Saved: the detail shows what I entered, with the photo.
    await page.waitForURL((url) => url.pathname === `${LIST}/detail`);
    await expect.poll(() => page.getByTestId('check-item-name').textContent()).toBe(item);
    await page.getByText('白细胞计数偏高，建议复查').waitFor();
    await page.getByText('异常', { exact: true }).waitFor();
    const attachment = page.getByTestId('record-attachment').locator('img');
    await attachment.waitFor();
    await expect.poll(() => attachment.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48);
    await snap(page, 'check-detail');

    // The list has it under 全部 and under 检验, not under 检查.
    await page.goto(LIST);
    const row = page.getByTestId('check-row').filter({ hasText: item });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('附件 1 个');
    await snap(page, 'check-list');
    await page.getByRole('tab', { name: '检查' }).click();
    await page.getByRole('tab', { name: '检查' }).and(page.locator('[aria-selected=true]')).waitFor();
    await expect.poll(() => page.getByTestId('check-row').filter({ hasText: item }).count()).toBe(0);
    await page.getByRole('tab', { name: '检验' }).click();
    await page.getByTestId('check-row').filter({ hasText: item }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/detail`);
    await expect.poll(() => page.getByTestId('check-item-name').textContent()).toBe(item);
    expect(browser.pageErrors).toEqual([]);
  });
});
