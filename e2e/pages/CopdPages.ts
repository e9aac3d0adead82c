import type { Page } from 'playwright-core';
import { QuestionFormPage } from './QuestionnairePages.ts';

export const BREATH_QUESTION_PATH = '/app/chronic/disease/breath/question';

/** /app/chronic/disease/breath/question: CAT, mMRC and the exacerbation history, then the GOLD group. */
export class BreathQuestionPage {
  readonly form: QuestionFormPage;

  constructor(private readonly page: Page) {
    this.form = new QuestionFormPage(page);
  }

  async open(): Promise<void> {
    await this.page.goto(BREATH_QUESTION_PATH);
    await this.page.getByTestId('measure-patient').waitFor();
  }

  /** Waits for the step's questionnaire (its name as the card title). */
  async waitForStep(name: string): Promise<void> {
    await this.page.getByRole('heading', { name, exact: true }).waitFor();
  }

  /** Answers a 0-5 scale item (CAT). */
  async scale(content: string, points: number): Promise<void> {
    await this.form.item(content).getByText(String(points), { exact: true }).click();
  }

  async count(content: string, n: number): Promise<void> {
    await this.form.item(content).getByRole('textbox').fill(String(n));
  }

  group() {
    return this.page.getByTestId('gold-group');
  }

  async text(testId: string): Promise<string> {
    return (await this.page.getByTestId(testId).textContent()) ?? '';
  }
}
