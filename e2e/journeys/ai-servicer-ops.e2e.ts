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

  it('grabs a follow-up from the pool, completes it in the form and syncs that task, which the screen says is simulated', async () => {
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
    const main = ((await first.locator('.adm-list-item-content-main').textContent()) ?? '').trim();
    const name = main.split(' · ')[0] ?? main;
    // The masked ID number, way and planned day identify this task among the resident's others
    const planned = ((await first.locator('.adm-list-item-description').textContent()) ?? '').trim();

    // When I grab the first one, it leaves the pool and is among my tasks, held by me
    await first.getByRole('button', { name: '领取' }).click();
    await page.getByText('领取成功').waitFor();
    await expect.poll(() => items.count()).toBe(pooled - 1);
    await page.getByRole('tab', { name: '我的待随访' }).click();
    const mine = page.locator('.adm-list-item').filter({ hasText: name }).filter({ hasText: planned });
    await mine.first().waitFor();
    const held = ((await mine.first().locator('.adm-list-item-description').textContent()) ?? '').trim();
    expect(held.startsWith(planned)).toBe(true);

    // And I open it in the form and fill in the visit: readings, adherence, medication, advice
    await mine.first().getByRole('button', { name: '填写随访' }).click();
    await page.getByRole('region', { name: '随访对象' }).getByText(name).waitFor();
    const field = (label: string) =>
      page.locator('.adm-form-item').filter({ hasText: label }).locator('input');
    // The plan is a hypertension follow-up: submitting without blood pressure is refused with the
    // server's message, nothing stored
    await page.getByRole('region', { name: '随访对象' }).getByText('高血压随访', { exact: false }).waitFor();
    await page.getByRole('button', { name: '提交随访记录' }).click();
    const alert = page.getByRole('dialog');
    await alert.getByText('高血压随访须填写血压').waitFor();
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'hidden' });
    await field('收缩压').fill('138');
    await field('舒张压').fill('86');
    // What I type is kept as a draft (暂存): closing and reopening the task brings it back
    await page
      .getByTestId('draft-status')
      .getByText(/已自动暂存/)
      .waitFor();
    const formUrl = page.url();
    await page.goto('about:blank');
    await page.goto(formUrl);
    await page
      .getByTestId('draft-status')
      .getByText(/已恢复/)
      .waitFor();
    expect(await field('收缩压').inputValue()).toBe('138');
    expect(await field('舒张压').inputValue()).toBe('86');
    await field('心率').fill('74');
    await page
      .locator('.adm-form-item')
      .filter({ hasText: '服药依从性' })
      .getByText('规律', { exact: true })
      .click();
    await page.getByPlaceholder('药名、剂量、用法').fill('氨氯地平 5mg 每日一次');
    await page.getByPlaceholder('饮食、运动、用药等建议').fill('低盐饮食，每日早晚各测一次血压');
    await page.getByRole('button', { name: '提交随访记录' }).click();

    // Then it is finished: gone from my tasks and listed as done, not yet synced
    await page.getByText('随访已完成', { exact: true }).waitFor();
    await page.getByText('开发环境：未连接区域平台，同步内容仅记录在本平台').waitFor();
    const done = page.locator('.adm-list-item').filter({ hasText: name }).filter({ hasText: held });
    await done.first().waitFor();
    expect(await done.count()).toBe(1);
    await page.getByRole('tab', { name: '我的待随访' }).click();
    await page.getByText('暂无待随访任务').or(page.locator('.adm-list-item').first()).first().waitFor();
    await expect.poll(() => mine.count()).toBe(0);

    // And syncing THAT task records it once, the screen saying it only records here
    await page.getByRole('tab', { name: '已完成' }).click();
    await done.first().getByRole('button', { name: '同步' }).click();
    await page.getByText('已记录同步内容').waitFor();
    await done.first().getByText('已同步', { exact: true }).waitFor();
    expect(await done.first().getByRole('button', { name: '同步' }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
