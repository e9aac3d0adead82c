import type { Locator, Page } from 'playwright-core';

/** The patient's side of an inquiry: doctor list, form, pay, sandbox, order detail. */
export class PatientInquiryPages {
  constructor(private readonly page: Page) {}

  async startInquiryWith(doctorName: string, describe: string): Promise<void> {
    await this.page.goto('/health/patient/inquiry/service/info');
    await this.page.getByRole('button', { name: `向${doctorName}问诊` }).click();
    await this.page.getByPlaceholder(/^请详细描述症状/).fill(describe);
    await this.page.getByRole('button', { name: '提交问诊' }).click();
    await this.page.waitForURL((url) => url.pathname === '/health/patient/inquiry/pay');
  }

  payAmount(): Locator {
    return this.page.getByTestId('pay-amount');
  }

  /** 立即支付 -> the 沙箱支付 page -> 确认支付 -> 返回 to pay/success. */
  async payInSandbox(): Promise<void> {
    await this.page.getByRole('button', { name: /^立即支付/ }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/'));
    await this.page.getByRole('alert').filter({ hasText: '沙箱支付' }).waitFor();
    await this.page.getByRole('button', { name: '确认支付' }).click();
    await this.page.getByRole('heading', { name: '支付成功' }).waitFor();
    await this.page.getByRole('link', { name: '返回' }).click();
    await this.page.waitForURL((url) => url.pathname === '/health/patient/inquiry/pay/success');
  }

  async openOrderFromSuccess(): Promise<void> {
    await this.page.getByRole('button', { name: '查看订单' }).click();
    await this.page.waitForURL((url) => url.pathname === '/health/order/inquiry/detail');
  }

  orderState(): Locator {
    return this.page.getByTestId('order-state');
  }
}

/** The doctor's 在线咨询 list. */
export class DoctorConsultPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/health/doctor/inquiry/consult');
  }

  order(describe: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: describe });
  }

  async tab(title: RegExp): Promise<void> {
    await this.page.getByRole('tab', { name: title }).click();
  }
}

/** A chat room (/chat or /health/doctor/consult/room). */
export class ChatRoomPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByPlaceholder('请输入消息').waitFor();
  }

  async send(text: string): Promise<void> {
    await this.page.getByPlaceholder('请输入消息').fill(text);
    await this.page.getByRole('button', { name: '发送', exact: true }).click();
    await this.message(text).waitFor();
  }

  async sendImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('chat-image-input').setInputFiles(file);
  }

  messages(): Locator {
    return this.page.getByTestId('chat-message');
  }

  message(text: string): Locator {
    return this.messages().filter({ hasText: text });
  }

  images(): Locator {
    return this.page.getByRole('img', { name: '图片消息' });
  }

  notice(text: string): Locator {
    return this.page.getByTestId('chat-notice').filter({ hasText: text });
  }

  async revoke(text: string): Promise<void> {
    await this.message(text).getByRole('button', { name: '撤回' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '撤回' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  orderState(): Locator {
    return this.page.getByTestId('room-order-state');
  }
}
