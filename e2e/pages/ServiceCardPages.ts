import type { Locator, Page } from 'playwright-core';

/** Service cards in the yingkang user shell: packages, buying in the sandbox, my card. */
export class ServiceCardPages {
  constructor(private readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto('/app/yingkang/user/service/list');
  }

  async openPackage(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `服务卡 ${name}` }).click();
    await this.page.waitForURL((url) => url.pathname === '/app/yingkang/user/service/info');
  }

  /** 立即支付 -> the 沙箱支付 page -> 确认支付 -> 返回 to my card; answers the user card id. */
  async buyInSandbox(): Promise<number> {
    await this.page.getByRole('button', { name: /^立即支付/ }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/'));
    await this.page.getByRole('alert').filter({ hasText: '沙箱支付' }).waitFor();
    await this.page.getByRole('heading', { name: '购买服务卡' }).waitFor();
    await this.page.getByRole('button', { name: '确认支付' }).click();
    await this.page.getByRole('heading', { name: '支付成功' }).waitFor();
    await this.page.getByRole('link', { name: '返回' }).click();
    await this.page.waitForURL((url) => url.pathname === '/app/yingkang/user/service/detail');
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async openMyCard(id: number): Promise<void> {
    await this.page.goto(`/app/yingkang/user/service/detail?id=${id}`);
  }

  state(): Locator {
    return this.page.getByTestId('card-state');
  }

  /** Remaining count of an inquiry type's right, e.g. "3次". */
  remaining(inquiryType = 1): Locator {
    return this.page.getByTestId(`remaining-${inquiryType}`);
  }
}
