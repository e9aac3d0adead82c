import type { Page } from 'playwright-core';

export const LINAN_INDEX_PATH = '/app/linan/index';

/** /app/linan/index: the latest health index and the programme's tiles. */
export class LinanHomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(LINAN_INDEX_PATH);
    await this.page.getByRole('region', { name: '我的健康指数' }).waitFor();
  }

  latest() {
    return this.page.getByTestId('linan-latest');
  }

  async openTile(label: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: '临安健康服务' })
      .getByRole('button', { name: label })
      .click();
  }
}

/** /app/linan/exponent/report: the index, its band, the BMI and the areas to improve. */
export class LinanReportPage {
  constructor(private readonly page: Page) {}

  async total(): Promise<string> {
    return (await this.page.getByTestId('result-total').textContent()) ?? '';
  }

  async level(): Promise<string> {
    return (await this.page.getByTestId('result-level').textContent()) ?? '';
  }

  async bmi(): Promise<string> {
    return (await this.page.getByTestId('report-bmi').textContent()) ?? '';
  }
}

/** /app/linan/health/prescription: one card per area with its status, finding, advice and source. */
export class LinanPrescriptionPage {
  constructor(private readonly page: Page) {}

  area(area: 'diet' | 'activity' | 'smoking' | 'alcohol' | 'sleep' | 'weight') {
    return this.page.getByTestId(`rx-${area}`);
  }

  notice() {
    return this.page.getByTestId('index-notice');
  }
}
