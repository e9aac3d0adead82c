import type { Page } from 'playwright-core';

export const SICKBED_LIST_PATH = '/health/doctor/sickbed';
export const SICKBED_DOOR_PATH = '/health/doctor/sickbed/door/service';

/** /health/doctor/sickbed: applications and beds of the org, by state tab. */
export class SickbedListPage {
  constructor(private readonly page: Page) {}

  async open(tab: '0' | '1' = '0'): Promise<void> {
    await this.page.goto(`${SICKBED_LIST_PATH}?tab=${tab}`);
  }

  card(patientName: string) {
    return this.page.getByTestId('bed-card').filter({ hasText: patientName });
  }
}

/** /health/doctor/sickbed/pass?id=: approve with a remark (sets up the bed) or refuse. */
export class SickbedPassPage {
  constructor(private readonly page: Page) {}

  /** 通过（建床） is the preselected result. */
  async approve(remark: string): Promise<void> {
    await this.page.getByPlaceholder('如：符合建床条件，每周上门查床一次（选填）').fill(remark);
    await this.page.getByRole('button', { name: '提交审核' }).click();
    // Wait for the screen's own confirmation and its way back, so the next goto does not race it.
    await this.page.getByText(/已建床，床号/).waitFor();
    await this.page.waitForURL((url) => !url.pathname.endsWith('/pass'));
  }
}

/** /health/doctor/sickbed/door/service and its add screen. */
export class DoorServicePage {
  constructor(private readonly page: Page) {}

  visits() {
    return this.page.getByTestId('door-visit');
  }

  async add(fields: { type: string; contents: string[]; remark: string }): Promise<void> {
    await this.page.getByRole('button', { name: '登记上门服务' }).click();
    // A single-choice selector: clicking the preselected type would clear it.
    const type = this.page.locator('.adm-selector-item', { hasText: fields.type });
    if (!((await type.getAttribute('class')) ?? '').includes('adm-selector-item-active')) await type.click();
    for (const c of fields.contents) await this.page.getByText(c, { exact: true }).click();
    await this.page.getByPlaceholder('生命体征、处置经过、健康指导等').fill(fields.remark);
    await this.page.getByRole('button', { name: '保存', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === SICKBED_DOOR_PATH);
  }
}
