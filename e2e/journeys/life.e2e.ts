import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/demo.ts';
import { PatientHomePage } from '../pages/PatientHomePage.ts';
import { PatientLoginPage } from '../pages/PatientLoginPage.ts';

async function signInAsDemoPatient(page: Page): Promise<void> {
  const login = new PatientLoginPage(page);
  await login.open();
  await login.signInWithPassword(DEMO.patient.tel, DEMO.password);
  await new PatientHomePage(page).waitUntilShown();
}

describe('Journey: life data (habits, exercise, meals)', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser(inject('baseURL'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('I sign a habit for today, record a walk and a meal from the food bank, and see them', async () => {
    const { page } = browser;
    await signInAsDemoPatient(page);

    // Habit: sign the first habit not signed yet, see it signed (and still signed after a reload).
    await page.goto('/health/patient/life/habit');
    await page.getByTestId('measure-patient').waitFor();
    const row = page
      .locator('[data-testid^="habit-"]')
      .filter({ has: page.getByRole('button', { name: '打卡' }) })
      .first();
    const habitTestId = await row.getAttribute('data-testid');
    expect(habitTestId).toBeTruthy();
    const habit = page.getByTestId(habitTestId ?? '');
    await habit.getByRole('button', { name: '打卡' }).click();
    await habit.getByTestId('habit-signed').waitFor();
    await page.reload();
    await page
      .getByTestId(habitTestId ?? '')
      .getByTestId('habit-signed')
      .waitFor();

    // Exercise: a 35-minute brisk walk with steps, then it is in the list.
    await page.goto('/health/patient/sport');
    await page.getByTestId('measure-patient').waitFor();
    await page.getByText('快走', { exact: true }).click();
    await page.getByRole('textbox', { name: '运动时长' }).fill('35');
    await page.getByRole('textbox', { name: '步数' }).fill('4200');
    await page.getByRole('button', { name: '保存运动' }).click();
    const list = page.getByTestId('sport-list');
    await list.getByText('快走 35分钟').waitFor();
    await list.getByText(/4200步/).waitFor();
    expect(Number(await page.getByTestId('sport-total-minutes').textContent())).toBeGreaterThanOrEqual(35);

    // Meal: 150 g of rice and 50 g of egg from the food bank (China Food Composition Tables, 6th ed.):
    // 150 g at 116 + 50 g at 139 = 174 + 69.5 = 244 kcal.
    await page.goto('/health/patient/eat/ai');
    await page.getByTestId('measure-patient').waitFor();
    await page.getByText('午餐', { exact: true }).click();
    await page.getByRole('button', { name: '添加食物' }).click();
    await page.getByPlaceholder('搜索食物，如 米饭').fill('米饭');
    await page.getByTestId('food-米饭（蒸）').getByRole('button', { name: '添加' }).click();
    await page.getByPlaceholder('搜索食物，如 米饭').fill('鸡蛋');
    await page.getByTestId('food-鸡蛋').getByRole('button', { name: '添加' }).click();
    await page.getByRole('button', { name: '完成' }).click();
    await page.getByRole('textbox', { name: '米饭（蒸）重量' }).fill('150');
    await page.getByRole('textbox', { name: '鸡蛋重量' }).fill('50');
    await expect.poll(() => page.getByTestId('meal-energy').textContent()).toBe('244');
    await page.getByRole('button', { name: '保存本餐' }).click();
    const meals = page.getByTestId('meal-list');
    await meals.getByText('244千卡').waitFor();
    await meals.getByText(/米饭（蒸）150克/).waitFor();
    expect(Number(await page.getByTestId('day-energy').textContent())).toBeGreaterThanOrEqual(244);
  });
});
