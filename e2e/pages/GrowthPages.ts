import type { Page } from 'playwright-core';

export const GROWTH = {
  babyAdd: '/app/yingkang/user/baby/add',
  babyDetail: '/app/yingkang/user/baby/detail',
  report: '/app/yingkang/user/report/height',
  record: '/app/yingkang/user/report/height/record',
} as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Picks YYYY-MM-DD in the DateTimeField named `label` (antd-mobile's DatePicker): a click on each
 * column's item selects it (the wheel scrolls to it), then 确定.
 */
export async function pickDate(page: Page, label: string, day: string): Promise<void> {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  await page.getByRole('button', { name: label, exact: true }).click();
  const columns = page.locator('.adm-picker-view-column');
  await columns.first().waitFor();
  for (const [i, text] of [
    [0, `${y}年`],
    [1, `${two(m)}月`],
    [2, `${two(d)}日`],
  ] as const) {
    const item = columns.nth(i).locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${text}$`) });
    await item.dispatchEvent('click');
    await columns.nth(i).locator('.adm-picker-view-column-item-active', { hasText: text }).waitFor();
  }
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await page.locator(`button[aria-label="${label}"][data-value="${day}"]`).waitFor();
}

/** 添加宝宝 (baby/add). */
export class BabyAddPage {
  constructor(private readonly page: Page) {}

  async add(child: { name: string; sex: '男孩' | '女孩'; birthday: string; father: string; mother: string }) {
    await this.page.goto(GROWTH.babyAdd);
    await this.page.getByRole('textbox', { name: '宝宝姓名' }).fill(child.name);
    await this.page.locator('.adm-selector-item', { hasText: child.sex }).click();
    await pickDate(this.page, '出生日期', child.birthday);
    await this.page.getByRole('spinbutton', { name: '父亲身高', exact: true }).fill(child.father);
    await this.page.getByRole('spinbutton', { name: '母亲身高', exact: true }).fill(child.mother);
    await this.page.getByRole('button', { name: '保存' }).click();
    await this.page.waitForURL((url) => url.pathname === GROWTH.babyDetail);
    return Number(new URL(this.page.url()).searchParams.get('patientId'));
  }
}

/** 记录身高体重 (report/height/record) and the report it leads to. */
export class GrowthRecordPage {
  constructor(private readonly page: Page) {}

  async record(patientId: number, m: { day: string; height: string; weight: string }) {
    await this.page.goto(`${GROWTH.record}?patientId=${patientId}`);
    await pickDate(this.page, '测量日期', m.day);
    await this.page.getByRole('spinbutton', { name: '身高', exact: true }).fill(m.height);
    await this.page.getByRole('spinbutton', { name: '体重', exact: true }).fill(m.weight);
    await this.page.getByRole('button', { name: '保存' }).click();
    await this.page.waitForURL((url) => url.pathname === GROWTH.report);
  }

  readings() {
    return this.page.getByTestId('growth-reading');
  }

  flags() {
    return this.page.getByTestId('growth-flag');
  }

  chart() {
    return this.page.getByTestId('growth-chart');
  }
}
