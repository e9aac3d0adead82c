import type { Page } from 'playwright-core';

export const BP_PATH = '/health/patient/blood/pressure/detail';

/** /health/patient/blood/pressure/detail: latest reading, trend chart, hand entry, history. */
export class BloodPressurePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(BP_PATH);
    await this.page.getByRole('button', { name: '手动录入' }).waitFor();
  }

  async enterByHand(systolic: number, diastolic: number, heartRate?: number): Promise<void> {
    await this.page.getByRole('button', { name: '手动录入' }).click();
    const dialog = this.page.getByRole('dialog', { name: '录入血压' });
    await dialog.getByPlaceholder('高压，如 120').fill(String(systolic));
    await dialog.getByPlaceholder('低压，如 80').fill(String(diastolic));
    if (heartRate !== undefined) await dialog.getByPlaceholder('选填').first().fill(String(heartRate));
    await dialog.getByText('晨起').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The history rows' texts. */
  async rows(): Promise<string[]> {
    return this.page.getByTestId('reading-row').allTextContents();
  }

  chartCanvas() {
    return this.page.getByTestId('trend-chart').locator('canvas');
  }
}
