import type { Page } from 'playwright-core';

export const EDUCATION_LOGIN_PATH = '/education/login';
export const LEARNER = { tel: '13800000009', name: '陈学员' } as const;

/** /education/login: the learner's sign-in (phone + password tab). */
export async function signInAsLearner(page: Page, password: string): Promise<void> {
  await page.goto(EDUCATION_LOGIN_PATH);
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByPlaceholder('请输入手机号').fill(LEARNER.tel);
  await form.getByPlaceholder('请输入密码').fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== EDUCATION_LOGIN_PATH);
}

/** /education/points (and the yuhang/linan pages): balance, sign-in, mall, ledger, exchanges. */
export class PointsPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByTestId('points-balance').waitFor();
  }

  async balance(): Promise<number> {
    return Number((await this.page.getByTestId('points-balance').textContent())?.trim());
  }

  /** Waits until the balance shows `value` (after a mutation refetches). */
  async waitForBalance(value: number): Promise<void> {
    await this.page.getByTestId('points-balance').getByText(String(value), { exact: true }).waitFor();
  }

  signButton() {
    return this.page.getByRole('region', { name: /^我的/ }).getByRole('button');
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  goods(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async exchange(title: string, address: { name: string; tel: string; address: string }): Promise<void> {
    await this.goods(title).getByRole('button', { name: '兑换' }).click();
    const popup = this.page.locator('.adm-popup-body');
    await popup.getByPlaceholder('请输入收货人姓名').fill(address.name);
    await popup.getByPlaceholder('请输入手机号').fill(address.tel);
    await popup.getByPlaceholder('省市区、街道、门牌号').fill(address.address);
    await popup.getByRole('button', { name: '确认兑换' }).click();
  }
}
