import type { Page } from 'playwright-core';

export const MY_PATIENTS_PATH = '/health/patient/my/patient';

/** /health/patient/my/patient and the bind-by-code screen behind it. */
export class MyPatientsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(MY_PATIENTS_PATH);
    await this.page.getByRole('button', { name: '绑定码绑定' }).waitFor();
  }

  async names(): Promise<string[]> {
    await this.page.getByTestId('patient-row').first().waitFor();
    return this.page.getByTestId('patient-row').allTextContents();
  }

  async bindByCode(code: string): Promise<void> {
    await this.page.getByRole('button', { name: '绑定码绑定' }).click();
    await this.page.getByPlaceholder('请输入绑定码').fill(code);
    await this.page.getByRole('button', { name: '绑定', exact: true }).click();
  }
}
