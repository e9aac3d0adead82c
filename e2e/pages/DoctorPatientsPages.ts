import type { Page } from 'playwright-core';

/** The patient tab of a doctor shell: search, filters, counts, rows. */
export class DoctorPatientListPage {
  constructor(private readonly page: Page) {}

  async openTab(shell: string): Promise<void> {
    await this.page.goto(shell);
    await this.page.getByRole('navigation', { name: '底部导航' }).getByText('患者', { exact: true }).click();
    await this.waitForRows();
  }

  /** A patient list screen without a tab bar (/health/doctor/patient/index). */
  async openList(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForRows();
  }

  async waitForRows(): Promise<void> {
    await this.page.getByTestId('doctor-patient-row').first().waitFor();
  }

  rows() {
    return this.page.getByTestId('doctor-patient-row');
  }

  /** "共 N 位患者" of the current filter. */
  async total(): Promise<number> {
    const text = (await this.page.getByTestId('patient-total').textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  async toggleAbnormalRecent(): Promise<void> {
    const before = await this.page.getByTestId('patient-total').textContent();
    await this.page.getByRole('button', { name: /^7天内异常/ }).click();
    await this.page.waitForFunction(
      (old) => document.querySelector('[data-testid="patient-total"]')?.textContent !== old,
      before,
    );
  }

  /** The 签约随访 dropdown's follow-up choice (今日待随访, 随访逾期, 7天内随访). */
  async filterFollowDue(label: string): Promise<void> {
    const before = await this.page.getByTestId('patient-total').textContent();
    await this.page.getByText('签约随访', { exact: true }).click();
    await this.page.locator('[aria-label="随访"]').getByText(label, { exact: true }).click();
    await this.page.waitForFunction(
      (old) => document.querySelector('[data-testid="patient-total"]')?.textContent !== old,
      before,
    );
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByPlaceholder('搜索姓名、手机号、身份证号');
    await box.fill(text);
    await box.press('Enter');
    await this.page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-testid="doctor-patient-row"]')].every((r) =>
          r.textContent?.includes(name),
        ),
      text,
    );
  }

  async open(name: string): Promise<void> {
    await this.rows().filter({ hasText: name }).first().click();
    await this.page.getByRole('region', { name: '基本信息' }).waitFor();
  }
}

/** patient/info: identity, latest readings, trend, timeline, and the remark popup. */
export class DoctorPatientInfoPage {
  constructor(private readonly page: Page) {}

  identity() {
    return this.page.getByRole('region', { name: '基本信息' });
  }

  latest() {
    return this.page.getByRole('region', { name: '最新测量' });
  }

  /** The trend chart's canvas, once ECharts has drawn it. */
  async waitForTrend(): Promise<void> {
    await this.page.getByRole('region', { name: '趋势图' }).locator('canvas').first().waitFor();
  }

  /** The 随访 section: the next open plan and the visits recorded. */
  follow() {
    return this.page.getByRole('region', { name: '随访' });
  }

  nextFollowPlan() {
    return this.page.getByTestId('next-follow-plan');
  }

  /** 记录随访 on the next open plan: opens the follow-up form of that plan. */
  async recordFollow(): Promise<void> {
    await this.nextFollowPlan().getByRole('button', { name: '记录随访' }).click();
  }

  timelineEvents() {
    return this.page.getByTestId('timeline-event');
  }

  async waitForTimeline(): Promise<void> {
    await this.timelineEvents().first().waitFor();
  }

  async addRemark(text: string): Promise<void> {
    await this.page.getByRole('button', { name: '写备注' }).click();
    const box = this.page.getByPlaceholder('如：晨起血压偏高，两周后复测');
    await box.fill(text);
    await this.page.getByRole('button', { name: '保存备注' }).click();
    await this.page.getByText('备注已保存').waitFor();
  }

  remark() {
    return this.page.getByTestId('patient-remark');
  }
}
