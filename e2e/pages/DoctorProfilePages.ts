import type { Page } from 'playwright-core';

export const DOCTOR_INFO_PATH = '/health/doctor/info';
export const DOCTOR_INFO_EDIT_PATH = '/health/doctor/info/edit';
export const VISITING_CARD_PATH = '/app/yingkang/doctor/visiting/card';

/** /health/doctor/info: the signed-in doctor's profile. */
export class DoctorInfoPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(DOCTOR_INFO_PATH);
    await this.page.getByTestId('doctor-intro').waitFor();
  }

  async intro(): Promise<string> {
    return (await this.page.getByTestId('doctor-intro').textContent()) ?? '';
  }

  async edit(): Promise<void> {
    await this.page.getByRole('button', { name: '编辑资料' }).click();
    await this.page.waitForURL((url) => url.pathname === DOCTOR_INFO_EDIT_PATH);
  }
}

/** /health/doctor/info/edit, the 基本资料 tab. */
export class DoctorInfoEditPage {
  constructor(private readonly page: Page) {}

  async setIntro(text: string): Promise<void> {
    const box = this.page.getByPlaceholder('介绍您的从医经历');
    await box.waitFor();
    await box.fill(text);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: '保存资料' }).click();
    await this.page.waitForURL((url) => url.pathname === DOCTOR_INFO_PATH);
  }
}

/** /app/yingkang/doctor/visiting/card: the QR card. */
export class VisitingCardPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(VISITING_CARD_PATH);
    await this.page.getByTestId('doctor-qrcode').waitFor();
  }

  /** The QR image's own pixels and its size on the screen (CSS pixels). */
  async qrSize(): Promise<{ natural: [number, number]; shown: [number, number] }> {
    const img = this.page.getByTestId('doctor-qrcode');
    await img.evaluate((el) => (el as HTMLImageElement).decode());
    return img.evaluate((el) => {
      const i = el as HTMLImageElement;
      const r = i.getBoundingClientRect();
      return { natural: [i.naturalWidth, i.naturalHeight], shown: [r.width, r.height] };
    });
  }
}
