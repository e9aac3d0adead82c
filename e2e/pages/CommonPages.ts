import type { Page } from 'playwright-core';

export const REPORT_HUB_PATH = '/app/common/report/module';
export const SAMPLE_REPORT_PATH = '/app/common/demonstration/report';
export const PRIVACY_PATH = '/app/common/privacy/elpb/user';
export const MATERIALS_PATH = '/app/other/health/picture';

/** The privacy policy page (the sign-in link and the common route show the same stored text). */
export class PrivacyPage {
  constructor(private readonly page: Page) {}

  article() {
    return this.page.getByRole('article', { name: '个人信息保护政策' });
  }

  async waitUntilShown(): Promise<void> {
    await this.article().waitFor();
  }
}

/** /app/common/report/module and the sample report it links to. */
export class ReportHubPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(REPORT_HUB_PATH);
    await this.module('bp').waitFor();
  }

  module(key: string) {
    return this.page.getByTestId(`report-module-${key}`);
  }

  latest(key: string) {
    return this.page.getByTestId(`report-latest-${key}`);
  }

  async openSample(): Promise<void> {
    await this.page.getByRole('button', { name: '看看示例报告' }).click();
    await this.page.getByTestId('sample-label').waitFor();
  }
}

/** The swipe viewer of a material's pictures, opened from the material's page. */
export class PictureViewerPage {
  constructor(private readonly page: Page) {}

  async openFromMaterials(title: string): Promise<void> {
    await this.page.goto(MATERIALS_PATH);
    await this.page.getByRole('button', { name: new RegExp(title) }).click();
    await this.page.getByRole('button', { name: /^看大图/ }).click();
    await this.index().waitFor();
  }

  index() {
    return this.page.getByTestId('picture-index');
  }

  /** Swipes the current picture to the left with a finger (touch events, the page has touch). */
  async swipeLeft(): Promise<void> {
    const box = await this.page.locator('.adm-swiper').first().boundingBox();
    if (!box) throw new Error('no swiper on the page');
    const y = box.y + box.height / 2;
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.85, y }],
    });
    for (let i = 1; i <= 8; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width * (0.85 - i * 0.09), y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '下一张' }).click();
  }
}
