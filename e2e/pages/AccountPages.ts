import type { Page } from 'playwright-core';

export const REGISTER_PATH = '/health/user/register';
export const FORGET_PASSWORD_PATH = '/health/user/forgetpassword';
export const SETTINGS_PATH = '/health/user/set/index';
export const CHANGE_PATIENT_PATH = '/health/user/change/patient';

/** /health/user/register: phone, SMS code, name, password twice, agreement. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === REGISTER_PATH);
    await this.page.getByRole('heading', { name: '注册账号' }).waitFor();
  }

  async requestCode(tel: string): Promise<void> {
    await this.page.getByPlaceholder('请输入手机号').fill(tel);
    await this.page.getByRole('button', { name: '获取验证码' }).click();
    await this.page.getByRole('button', { name: /秒后重发$/ }).waitFor();
  }

  async fill(fields: { code: string; name: string; password: string }): Promise<void> {
    await this.page.getByPlaceholder('6位验证码').fill(fields.code);
    await this.page.getByPlaceholder('请输入姓名（选填）').fill(fields.name);
    await this.page.getByPlaceholder('8-64位，含字母和数字').fill(fields.password);
    await this.page.getByPlaceholder('请再次输入密码').fill(fields.password);
  }

  async agree(): Promise<void> {
    await this.page.getByText('我已阅读并同意').click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '注册', exact: true }).click();
  }
}

/** /health/user/forgetpassword: phone, SMS code (scene resetPwd), new password twice. */
export class ForgetPasswordPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === FORGET_PASSWORD_PATH);
    await this.page.getByRole('heading', { name: '找回密码' }).waitFor();
  }

  async requestCode(tel: string): Promise<void> {
    await this.page.getByPlaceholder('请输入注册手机号').fill(tel);
    await this.page.getByRole('button', { name: '获取验证码' }).click();
    await this.page.getByRole('button', { name: /秒后重发$/ }).waitFor();
  }

  async reset(code: string, password: string): Promise<void> {
    await this.page.getByPlaceholder('6位验证码').fill(code);
    await this.page.getByPlaceholder('8-64位，含字母和数字').fill(password);
    await this.page.getByPlaceholder('请再次输入新密码').fill(password);
    await this.page.getByRole('button', { name: '重置密码' }).click();
  }
}

/** /health/user/set/index */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === SETTINGS_PATH);
    await this.page.getByText('切换就诊人').waitFor();
  }

  async openChangePatient(): Promise<void> {
    await this.page.getByText('切换就诊人').click();
  }
}

/** /health/user/change/patient */
export class ChangePatientPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === CHANGE_PATIENT_PATH);
    await this.page.getByText(/^共\d+位就诊人/).waitFor();
  }

  async choose(name: string): Promise<void> {
    await this.page.getByText(name, { exact: true }).click();
  }
}
