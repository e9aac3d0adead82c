import type { Locator, Page } from 'playwright-core';

export const SERVICE_SETTING_PATH = '/health/doctor/inquiry/service/setting';
export const GRAB_ORDERS_PATH = '/health/doctor/inquiry/grab/orders';

/** /health/doctor/inquiry/service/setting: one card per inquiry type. */
export class ServiceSettingPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(SERVICE_SETTING_PATH);
    await this.card('图文问诊').getByRole('button', { name: '保存图文问诊' }).waitFor();
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  openSwitch(name: string): Locator {
    return this.card(name).getByRole('switch', { name: `开通${name}` });
  }

  price(name: string): Locator {
    return this.card(name).getByRole('textbox', { name: `${name}价格（元）` });
  }

  async save(name: string): Promise<void> {
    await this.card(name)
      .getByRole('button', { name: `保存${name}` })
      .click();
  }
}

/** /health/doctor/inquiry/grab/orders: pool orders with a 抢单 button each. */
export class GrabOrdersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(GRAB_ORDERS_PATH);
  }

  order(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }
}
