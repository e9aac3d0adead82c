import type { Page } from 'playwright-core';

export const DOCTOR_HOME_PATH = '/health/doctor/index';

/** /health/doctor/index: the doctor's name and the workbench. */
export class DoctorHomePage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === DOCTOR_HOME_PATH);
    await this.page.getByTestId('doctor-name').waitFor();
  }

  async doctorName(): Promise<string> {
    return (await this.page.getByTestId('doctor-name').textContent()) ?? '';
  }
}
