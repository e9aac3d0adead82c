import { FRAX_RISK_FACTORS, type FraxRiskFactor } from '@kanghu/shared';
import type { Page } from 'playwright-core';

export const FZJJH_HOME_PATH = '/app/fzjjh/home';
export const FRACTURE_FORM_PATH = '/app/fzjjh/fracture/probability';
export const FRACTURE_RESULT_PATH = '/app/fzjjh/fracture/probability/result';

/** /app/fzjjh/home: the programme's home with the latest assessment and the way in. */
export class FzjjhHomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(FZJJH_HOME_PATH);
    await this.page.getByTestId('measure-patient').waitFor();
  }

  latest() {
    return this.page.getByTestId('frax-latest');
  }

  async start(): Promise<void> {
    await this.page.getByRole('button', { name: '开始评估' }).click();
    await this.page.waitForURL((url) => url.pathname === FRACTURE_FORM_PATH);
  }
}

/** /app/fzjjh/fracture/probability: the FRAX input form. */
export class FractureFormPage {
  constructor(private readonly page: Page) {}

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '提交评估' }).click();
  }

  /** The 系统提示 alert's text after `action`, then the alert is closed. */
  async alertTextAfter(action: () => Promise<void>): Promise<string> {
    await action();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('系统提示').waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }

  async fillBody(height: string, weight: string): Promise<void> {
    await this.page.getByRole('spinbutton', { name: '身高' }).fill(height);
    await this.page.getByRole('spinbutton', { name: '体重' }).fill(weight);
  }

  /** Answers one yes/no risk factor. */
  async answer(factor: FraxRiskFactor, yes: boolean): Promise<void> {
    const item = this.page.locator('.adm-form-item').filter({ hasText: FRAX_RISK_FACTORS[factor] });
    await item.getByText(yes ? '是' : '否', { exact: true }).click();
  }

  async bmd(type: string, value: string): Promise<void> {
    await this.page.getByText(type, { exact: true }).click();
    await this.page.getByRole('spinbutton', { name: '骨密度值' }).fill(value);
  }
}

/** /app/fzjjh/fracture/probability/result?id=: the OSTA result and the FRAX link. */
export class FractureResultPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<number> {
    await this.page.waitForURL((url) => url.pathname === FRACTURE_RESULT_PATH);
    await this.page.getByTestId('osta-index').waitFor();
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  ostaSection() {
    return this.page.getByRole('region', { name: '骨质疏松自我筛查工具（OSTA）' });
  }

  index() {
    return this.page.getByTestId('osta-index');
  }

  band() {
    return this.ostaSection().getByTestId('osta-band');
  }

  fraxLink() {
    return this.page.getByTestId('frax-link');
  }
}
