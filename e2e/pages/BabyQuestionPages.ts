import type { Page } from 'playwright-core';
import { QuestionFormPage } from './QuestionnairePages.ts';

/** /health/user/baby/question and /info: a child's health inquiry, its form and result. */
export class BabyQuestionPage {
  readonly form: QuestionFormPage;

  constructor(private readonly page: Page) {
    this.form = new QuestionFormPage(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/health/user/baby/question');
  }

  card(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  async fillFor(name: string): Promise<void> {
    await this.card(name).getByRole('button', { name: '填写问询' }).click();
    await this.page.getByRole('heading', { name: '0～6岁儿童健康问询', exact: true }).waitFor();
  }

  async tick(content: string, option: string): Promise<void> {
    await this.form.item(content).getByText(option, { exact: true }).click();
  }

  async number(content: string, value: string): Promise<void> {
    await this.form.item(content).getByRole('textbox').fill(value);
  }

  async level(): Promise<string> {
    return (await this.page.getByTestId('result-level').textContent()) ?? '';
  }
}
