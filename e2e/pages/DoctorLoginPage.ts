import type { Page } from 'playwright-core';

export const DOCTOR_LOGIN_PATH = '/doctor/login';

/** /doctor/login: username, password and org code. */
export class DoctorLoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(DOCTOR_LOGIN_PATH);
    await this.page.getByPlaceholder('请输入机构编码').waitFor();
  }

  async signIn(username: string, password: string, orgCode: string): Promise<void> {
    await this.page.getByPlaceholder('请输入用户名').fill(username);
    await this.page.getByPlaceholder('请输入密码').fill(password);
    await this.page.getByPlaceholder('请输入机构编码').fill(orgCode);
    await this.page.getByRole('button', { name: '登录', exact: true }).click();
  }
}
