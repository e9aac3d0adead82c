import type { Page } from 'playwright-core';

export const DOCTOR_HOME_PATH = '/health/doctor/index';

/** /health/doctor/index: the doctor's name and the workbench. */
export class DoctorHomePage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === DOCTOR_HOME_PATH);
    await this.page.getByTestId('doctor-name').waitFor();
  }

  /** Opens a workbench tile by its label (first page of the menu). */
  async openTile(label: string): Promise<void> {
    await this.page.getByTestId('workbench').getByRole('button', { name: label, exact: true }).click();
  }

  async doctorName(): Promise<string> {
    return (await this.page.getByTestId('doctor-name').textContent()) ?? '';
  }
}
