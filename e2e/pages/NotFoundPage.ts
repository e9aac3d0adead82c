import type { Page } from 'playwright-core';

/** The 404 page shown for any path without a screen. */
export class NotFoundPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: '页面不存在' }).waitFor();
  }

  async backHome(): Promise<void> {
    await this.page.getByRole('button', { name: '返回首页' }).click();
  }
}
