import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { AiApi, signInResident, signInServicer } from '../pages/AiServicerPages.ts';

/** Issue 16 journeys of the AI platform's servicer: abnormal reminders and high-risk residents. */
describe('Journey: an AI platform servicer works through reminders and high-risk residents', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    for (const s of sessions.splice(0)) await s.close();
  });

  it('handles an abnormal reminder with a tracking record, and the resident receives the advice', async () => {
    const base = inject('baseURL');
    const ai = new AiApi(base);
    const token = await ai.servicerToken();
    // Given the resident's blood-pressure meter sent a grade-2 reading just now
    const resident = await ai.residentPatient();
    await ai.ingestBp(token, resident.id, 'E2E-AI-BP-0116', { systolic: 168, diastolic: 102, heartRate: 80 });

    const servicer = await openBrowser(base);
    sessions.push(servicer);
    const { page } = servicer;
    await signInServicer(page);

    // When I open the abnormal reminders, the resident is first (newest abnormal reading)
    await page.goto('/app/ai/exception/handling');
    const header = page.getByText(/^待处理\d+人$/);
    await header.waitFor();
    const before = Number((await header.textContent())?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);
    const first = page.locator('.adm-list-item').first();
    expect(await first.textContent()).toContain(resident.name);
    await first.click();

    // Then the detail lists the reading
    await page.getByText('待处理异常').waitFor();
    await page.getByText('168/102/80', { exact: false }).first().waitFor();

    // When I save a tracking record: state, reason, handling way, content and advice
    const form = page.getByRole('region', { name: '跟踪处理' });
    await form.getByText('已处理', { exact: true }).click();
    await form.getByPlaceholder('如 漏服药物、饮食偏咸').fill('近一周漏服降压药');
    await form.getByPlaceholder('如 电话随访、上门随访').fill('电话随访');
    await form.locator('textarea').first().fill('已电话联系居民，嘱规律服药并复测血压');
    const advice = '请按时服用降压药，每日早晚各测一次血压，三天后复诊。';
    await form.locator('textarea').nth(1).fill(advice);
    await form.getByRole('button', { name: '保存跟踪记录' }).click();

    // Then I am back on the list, one fewer to handle, and the resident is no longer first
    await page.waitForURL((url) => url.pathname === '/app/ai/exception/handling');
    await page.getByText(`待处理${before - 1}人`).waitFor();
    expect(await page.locator('.adm-list-item').first().textContent()).not.toContain(resident.name);

    // And the resident, signed in on their phone, sees the advice in their system messages
    const phone = await openBrowser(base);
    sessions.push(phone);
    await signInResident(phone.page);
    await phone.page.goto('/message/system/list');
    await phone.page.getByText('医生健康建议').first().waitFor();
    await phone.page.getByText(advice, { exact: false }).first().waitFor();
    expect(servicer.pageErrors).toEqual([]);
    expect(phone.pageErrors).toEqual([]);
  });

  it('marks a high-risk resident not yet managed with a reason and finds them in that list', async () => {
    const servicer = await openBrowser(inject('baseURL'));
    sessions.push(servicer);
    const { page } = servicer;
    await signInServicer(page);

    // Given the pending high-risk residents, with the model named
    await page.goto('/app/ai/patient/high/manage');
    const header = page.getByText(/^共\d+人 · 依据：/);
    await header.waitFor();
    expect(await header.textContent()).toMatch(/依据：.+/);
    const pending = Number((await header.textContent())?.match(/共(\d+)人/)?.[1]);
    expect(pending).toBeGreaterThan(0);
    const first = page.locator('.adm-list-item').first();
    const name = (await first.textContent())?.trim().split(/\s/)[0] ?? '';
    expect(name).not.toBe('');

    // When I mark the first one 暂不管理 with a reason
    await first.getByRole('button', { name: '暂不管理' }).click();
    await page.getByPlaceholder('请填写原因').fill('居民外出务工，暂无法随访');
    await page.getByRole('button', { name: '确定' }).click();

    // Then the pending list has one fewer
    await page.getByText(new RegExp(`^共${pending - 1}人 · 依据：`)).waitFor();

    // And the 暂不管理 tab shows the resident with the reason
    await page.getByRole('tab', { name: '暂不管理' }).click();
    const marked = page.locator('.adm-list-item').filter({ hasText: name });
    await marked.first().waitFor();
    expect(await marked.first().textContent()).toContain('原因：居民外出务工，暂无法随访');
    expect(servicer.pageErrors).toEqual([]);
  });
});
