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

/** A 1x1 PNG (a stand-in for a photographed document). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The 签约入驻 and 执业证书 tabs of /health/doctor/info/edit. */
export class DoctorAuditForms {
  constructor(private readonly page: Page) {}

  async openTab(tab: 'signup' | 'license'): Promise<void> {
    await this.page.goto(`${DOCTOR_INFO_EDIT_PATH}?tab=${tab}`);
    await this.page.getByRole('button', { name: /提交审核/ }).waitFor();
  }

  /** Uploads into the n-th image uploader of the form and waits for the stored thumbnail. */
  async upload(nth: number, name: string): Promise<void> {
    const before = await this.page.locator('.adm-image-uploader-cell img[src^="/api/files/"]').count();
    await this.page.locator('input[type=file]').nth(nth).setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await this.page.locator('.adm-image-uploader-cell img[src^="/api/files/"]').nth(before).waitFor();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: /提交审核/ }).click();
    await this.page.getByText('已提交，请等待审核').waitFor();
  }
}
