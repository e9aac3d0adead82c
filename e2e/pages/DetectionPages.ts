import type { Page } from 'playwright-core';

export const DETECTION_BP_PATH = '/app/yuhang/detection/blood/pressure';

/** /app/<family>/detection/...: the child chooser, type tabs, entry, latest grade and history. */
export class DetectionPage {
  constructor(private readonly page: Page) {}

  async open(path = DETECTION_BP_PATH): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('detection-patient').waitFor();
  }

  /** Chooses the child in the chooser (a no-op when already chosen). */
  async choose(name: string): Promise<void> {
    const chooser = this.page.getByRole('region', { name: '检测对象' });
    await chooser.getByText(name, { exact: true }).first().click();
    await this.page.getByTestId('detection-patient').filter({ hasText: name }).waitFor();
  }

  async chosen(): Promise<string> {
    return (await this.page.getByTestId('detection-patient').textContent()) ?? '';
  }

  /** Enters a blood-pressure reading by hand and waits for the popup to close. */
  async enterBloodPressure(systolic: number, diastolic: number): Promise<void> {
    await this.page.getByRole('button', { name: '录入血压' }).click();
    const dialog = this.page.getByRole('dialog', { name: '录入血压' });
    await dialog.getByPlaceholder('高压，如 105').fill(String(systolic));
    await dialog.getByPlaceholder('低压，如 65').fill(String(diastolic));
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Closes the abnormal-reading alert, returning its text. */
  async acknowledgeAlert(): Promise<string> {
    const alert = this.page.locator('.adm-dialog-body');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    await this.page.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });
    return text;
  }

  latestGrade() {
    return this.page.getByTestId('latest-grade');
  }

  latestValue() {
    return this.page.getByTestId('latest-value');
  }

  latestReference() {
    return this.page.getByTestId('latest-reference');
  }

  async rows(): Promise<string[]> {
    return this.page.getByTestId('reading-row').allTextContents();
  }

  chartCanvas() {
    return this.page.getByTestId('trend-chart').locator('canvas');
  }
}

/** /app/yuhang/report/index and its history. */
export class DetectionReportPage {
  constructor(private readonly page: Page) {}

  item(type: 'bp' | 'bg' | 'lipid' | 'weight') {
    return this.page.getByTestId(`report-item-${type}`);
  }

  summary() {
    return this.page.getByTestId('report-summary');
  }

  historyRows() {
    return this.page.getByTestId('report-history-row');
  }
}
