import type { Page } from 'playwright-core';

export const PATIENT_LOGIN_PATH = '/health/user/login';

/** /health/user/login: phone + password, or phone + SMS code. */
export class PatientLoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(PATIENT_LOGIN_PATH);
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === PATIENT_LOGIN_PATH);
    await this.page.getByRole('tab', { name: '密码登录' }).waitFor();
  }

  passwordPanel() {
    return this.page.getByRole('tabpanel', { name: '密码登录' });
  }

  smsPanel() {
    return this.page.getByRole('tabpanel', { name: '验证码登录' });
  }

  async requestSmsCode(tel: string): Promise<void> {
    await this.page.getByRole('tab', { name: '验证码登录' }).click();
    const form = this.smsPanel();
    await form.getByPlaceholder('请输入手机号').fill(tel);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByRole('button', { name: /秒后重发$/ }).waitFor();
  }

  async signInWithSmsCode(code: string): Promise<void> {
    const form = this.smsPanel();
    await form.getByPlaceholder('6位验证码').fill(code);
    await form.getByRole('button', { name: '登录', exact: true }).click();
  }

  async signInWithPassword(tel: string, password: string): Promise<void> {
    const form = this.passwordPanel();
    await form.getByPlaceholder('请输入手机号').fill(tel);
    await form.getByPlaceholder('请输入密码').fill(password);
    await form.getByRole('button', { name: '登录', exact: true }).click();
  }
}

/** The links under the sign-in form. */
export async function followLoginLink(page: Page, name: '注册账号' | '忘记密码' | '医生登录'): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name }).click();
}
