import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { AiApi, signInServicer } from '../pages/AiServicerPages.ts';

/** Issue 16 journeys of the AI platform's servicer: pre-consultation and the follow-up pool. */
describe('Journey: an AI platform servicer runs a pre-consultation and the follow-up pool', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it("pre-fills the form from the bound device's last reading, saves a draft, reopens it, then saves finally", async () => {
    const base = inject('baseURL');
    const ai = new AiApi(base);
    const token = await ai.servicerToken();
    // Given a blood-pressure meter whose last reading arrived through the IoT collect call
    const resident = await ai.residentPatient();
    const serial = 'E2E-AI-DESK-01';
    await ai.ingestBp(token, resident.id, serial, { systolic: 134, diastolic: 86, heartRate: 74 });

    browser = await openBrowser(base);
    const { page } = browser;
    await signInServicer(page);

    // When I bind it as my desk blood-pressure meter, its last reading shows
    await page.goto('/app/ai/door/before/bind/device');
    const bindForm = page.getByRole('region', { name: '绑定新设备' });
    await bindForm.getByText('血压计', { exact: true }).click();
    await bindForm.getByPlaceholder('设备背面的序列号').fill(serial);
    await bindForm.getByRole('button', { name: '绑定' }).click();
    const device = page.locator('.adm-list-item').filter({ hasText: serial });
    await device.waitFor();
    expect(await device.textContent()).toContain('最近读数：134/86/74');

    // And I find the resident and open their form: it is pre-filled from the device
    await page.goto('/app/ai/door/before/search');
    const search = page.getByPlaceholder('姓名或身份证号');
    await search.fill(resident.name);
    await search.press('Enter');
    await page.locator('.adm-list-item').filter({ hasText: resident.name }).first().click();
    await page.getByText('已按绑定设备的最近读数预填，可修改。').waitFor();
    const field = (label: string) =>
      page.locator('.adm-form-item').filter({ hasText: label }).locator('input');
    expect(await field('收缩压').inputValue()).toBe('134');
    expect(await field('舒张压').inputValue()).toBe('86');
    expect(await field('心率').inputValue()).toBe('74');

    // When I change the systolic value and save temporarily
    await field('收缩压').fill('136');
    await page.getByRole('button', { name: '暂存' }).click();
    await page.getByText('已暂存').waitFor();

    // Then today's waiting list shows the resident with the draft, and reopening shows my value
    await page.goto('/app/ai/door/before');
    const row = page.locator('.adm-list-item').filter({ hasText: resident.name }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('暂存');
    await row.click();
    await page.getByText('· 暂存').waitFor();
    expect(await field('收缩压').inputValue()).toBe('136');

    // When I add height and weight and finish
    await field('身高').fill('165');
    await field('体重').fill('61');
    await page.getByRole('button', { name: '完成' }).click();
    await page.getByText('已保存').waitFor();
    await page.getByText('· 已完成').waitFor();
    // And the done form can no longer be changed
    expect(await page.getByRole('button', { name: '暂存' }).count()).toBe(0);
    expect(await field('收缩压').isEditable()).toBe(false);

    // Then the readings are the resident's measurements (blood pressure and weight with BMI)
    const history = await ai.api.call<{ list: { values: Record<string, number>; source: string }[] }>(
      'GET',
      `/api/patient/life/history?patientId=${resident.id}&type=weight&pageSize=5`,
      { token },
    );
    expect(history.list[0]).toMatchObject({ values: { weight: 61, height: 165 }, source: 'doctor' });
    expect(history.list[0]?.values.bmi).toBeCloseTo(22.4, 1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('grabs a follow-up from the pool and syncs a done one, which the screen says is simulated', async () => {
    browser = await openBrowser(inject('baseURL'));
    const { page } = browser;
    await signInServicer(page);
    await page.goto('/app/ai/follow/form');

    // Given the district's pool
    const items = page.locator('.adm-list-item');
    await items.first().waitFor();
    const pooled = await items.count();
    expect(pooled).toBeGreaterThan(0);
    const first = items.first();
    const label = ((await first.locator('.adm-list-item-content-main').textContent()) ?? '').trim();

    // When I grab the first one, it leaves the pool and is among my tasks
    await first.getByRole('button', { name: '领取' }).click();
    await page.getByText('领取成功').waitFor();
    await expect.poll(() => items.count()).toBe(pooled - 1);
    await page.getByRole('tab', { name: '我的待随访' }).click();
    await page
      .locator('.adm-list-item')
      .filter({ hasText: label.split(' · ')[0] ?? label })
      .first()
      .waitFor();

    // And in the done tab the sync says plainly it only records here, and a sync is recorded once
    await page.getByRole('tab', { name: '已完成' }).click();
    await page.getByText('开发环境：未连接区域平台，同步内容仅记录在本平台').waitFor();
    const syncButtons = page.getByRole('button', { name: '同步' });
    await syncButtons.first().waitFor();
    const unsynced = await syncButtons.count();
    const synced = await page.getByText('已同步', { exact: true }).count();
    await syncButtons.first().click();
    await page.getByText('已记录同步内容').waitFor();
    await expect.poll(() => page.getByText('已同步', { exact: true }).count()).toBe(synced + 1);
    expect(await syncButtons.count()).toBe(unsynced - 1);
    expect(browser.pageErrors).toEqual([]);
  });
});
