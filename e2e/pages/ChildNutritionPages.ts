import type { Page } from 'playwright-core';

const U = '/app/yingkang/user';

/** question/grow/nutrition/food/record and report/nutrition: a child's meals and the day's report. */
export class ChildNutritionPage {
  constructor(private readonly page: Page) {}

  async openRecord(patientId: number): Promise<void> {
    await this.page.goto(`${U}/question/grow/nutrition/food/record?patientId=${patientId}`);
    await this.page.getByRole('heading', { name: '本餐', exact: true }).waitFor();
  }

  async openIndex(patientId: number): Promise<void> {
    await this.page.goto(`${U}/question/grow/nutrition/index?patientId=${patientId}`);
  }

  async meal(label: string): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  /** Adds one food from the food bank popup (one portion by default). */
  async addFood(keyword: string, name: string): Promise<void> {
    await this.page.getByRole('button', { name: '添加食物' }).click();
    await this.page.getByLabel('搜索食物').locator('input').fill(keyword);
    await this.page.getByTestId(`food-${name}`).getByRole('button', { name: '添加' }).click();
    await this.page.getByRole('button', { name: '完成' }).click();
    await this.page.getByTestId(`picked-${name}`).waitFor();
  }

  async grams(name: string, grams: string): Promise<void> {
    await this.page.getByRole('textbox', { name: `${name}重量` }).fill(grams);
  }

  async mealEnergy(): Promise<string> {
    return (await this.page.getByTestId('meal-energy').textContent()) ?? '';
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: '保存本餐' }).click();
    await this.page.getByRole('heading', { name: '全天能量与参考摄入量' }).waitFor();
  }

  async energyText(): Promise<string> {
    return (await this.page.getByTestId('energy-percent').first().textContent()) ?? '';
  }

  region(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
}
