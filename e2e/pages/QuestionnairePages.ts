import type { Page } from 'playwright-core';

export const QUESTION_LIST_PATH = '/health/patient/list/question';

/** /health/patient/list/question: each questionnaire with its latest result and a draft to continue. */
export class QuestionListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(QUESTION_LIST_PATH);
    await this.page.getByTestId('measure-patient').waitFor();
  }

  card(code: string) {
    return this.page.getByTestId(`question-${code}`);
  }
}

/** /health/patient/question/form: the definition-driven form with its server-side draft. */
export class QuestionFormPage {
  constructor(private readonly page: Page) {}

  item(content: string) {
    return this.page.getByRole('group', { name: content, exact: true });
  }

  async choose(content: string, option: string): Promise<void> {
    await this.item(content).getByText(option, { exact: true }).click();
  }

  async isChosen(content: string, option: string): Promise<boolean> {
    return this.item(content).locator('.adm-radio-checked', { hasText: option }).isVisible();
  }

  draftStatus() {
    return this.page.getByTestId('draft-status');
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '提交', exact: true }).click();
  }

  /** The 系统提示 alert's text, then closes it. */
  async alertText(): Promise<string> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('系统提示').waitFor();
    const text = (await dialog.locator('.adm-dialog-content').textContent()) ?? '';
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return text;
  }
}

/** /health/patient/question/result and /history. */
export class QuestionResultPage {
  constructor(private readonly page: Page) {}

  async level(): Promise<string> {
    return (await this.page.getByTestId('result-level').textContent()) ?? '';
  }

  async total(): Promise<string> {
    return (await this.page.getByTestId('result-total').textContent()) ?? '';
  }
}
