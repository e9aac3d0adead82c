import type { Page } from 'playwright-core';

export const SCREENING_PATH = '/app/yzh/jiayi/doctor/question/assessment/screening';

/** The doctor's 评估筛查: choose a questionnaire and patients, assign, copy the links. */
export class ScreeningPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(SCREENING_PATH);
    await this.page.getByRole('region', { name: '选择问卷' }).getByText('抑郁症筛查量表（PHQ-9）').waitFor();
  }

  async chooseQuestionnaire(name: string): Promise<void> {
    await this.page
      .getByRole('region', { name: '选择问卷' })
      .locator('.adm-selector-item', { hasText: name })
      .click();
  }

  /** Finds a patient by name in the picker and ticks them. */
  async pickPatient(name: string): Promise<void> {
    const region = this.page.getByRole('region', { name: '选择患者' });
    const search = region.getByPlaceholder('姓名，或完整手机号/身份证号');
    await search.fill(name);
    await search.press('Enter');
    await region.locator('[data-testid^="pick-"]', { hasText: name }).click();
  }

  async assign(count: number): Promise<void> {
    await this.page.getByRole('button', { name: `布置给 ${count} 位患者` }).click();
    await this.page.getByTestId('assign-result').waitFor();
  }

  /** The no-login link shown for a patient after assigning. */
  async linkOf(name: string): Promise<string> {
    const row = this.page.getByTestId('assign-link').filter({ hasText: name });
    return ((await row.locator('div').nth(1).textContent()) ?? '').trim();
  }

  resultText() {
    return this.page.getByTestId('assign-result');
  }
}

/** ?typeValue=1&questionId=: one questionnaire's assignments with who answered. */
export class AssignmentsPage {
  constructor(private readonly page: Page) {}

  row(name: string) {
    return this.page.getByTestId('assignment').filter({ hasText: name });
  }

  async tab(title: string): Promise<void> {
    await this.page.getByRole('tab', { name: title }).click();
  }
}

/** ?recordId=: the doctor's view of a result. */
export class DoctorResultPage {
  constructor(private readonly page: Page) {}

  async patient(): Promise<string> {
    return (await this.page.getByTestId('result-patient').textContent()) ?? '';
  }

  async level(): Promise<string> {
    return (await this.page.getByTestId('result-level').textContent()) ?? '';
  }

  async total(): Promise<string> {
    return (await this.page.getByTestId('result-total').textContent()) ?? '';
  }
}
