import type { Page } from 'playwright-core';

export const PATIENT_HOME_PATH = '/health/user/index';

/** /health/user/index: greeting, current patient, sign-out. */
export class PatientHomePage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === PATIENT_HOME_PATH);
    await this.page.getByRole('heading', { name: /^您好，/ }).waitFor();
  }

  async greeting(): Promise<string> {
    return (await this.page.getByRole('heading', { name: /^您好，/ }).textContent()) ?? '';
  }

  async currentPatient(): Promise<string> {
    return (await this.page.getByTestId('current-patient').textContent()) ?? '';
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: '退出登录' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
  }
}
