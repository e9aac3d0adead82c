import type { Page } from 'playwright-core';

/** /app/ai/post/diagnosis/manage: the district's diagnosed residents by management state. */
export class PostDiagnosisPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/app/ai/post/diagnosis/manage');
    await this.rows().first().waitFor();
  }

  rows() {
    return this.page.getByTestId('ai-post-diagnosis');
  }

  /** The first row's resident name, then its 问卷 button (opens the add screen for them). */
  async addQuestionForFirst(): Promise<string> {
    const row = this.rows().first();
    const name = (await row.locator('[class*="patientName"]').textContent()) ?? '';
    await row.getByRole('button', { name: '问卷' }).click();
    return name.trim();
  }
}

/** /app/ai/before/question/add. */
export class AddQuestionPage {
  constructor(private readonly page: Page) {}

  chosen() {
    return this.page.getByTestId('ai-question-chosen');
  }

  async choose(questionName: string): Promise<void> {
    await this.page
      .getByRole('region', { name: '选择问卷' })
      .locator('.adm-selector-item', { hasText: questionName })
      .click();
  }

  async add(): Promise<void> {
    await this.page.getByRole('button', { name: '添加问卷' }).click();
    await this.added().waitFor();
  }

  added() {
    return this.page.getByTestId('ai-question-added');
  }

  async fillNow(): Promise<void> {
    await this.added().getByRole('button', { name: '立即代填' }).click();
  }
}

/** /app/ai/before/question: the list by state. */
export class BeforeQuestionPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/app/ai/before/question');
    await this.rows().first().waitFor();
  }

  async tab(title: string): Promise<void> {
    await this.page.getByRole('tab', { name: title }).click();
  }

  rows() {
    return this.page.getByTestId('ai-before-question');
  }
}
