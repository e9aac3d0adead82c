import type { Locator, Page } from 'playwright-core';

/** /education/circle/question/detail/:id: a question, its answers and the comment thread. */
export class QuestionDetailPage {
  constructor(private readonly page: Page) {}

  async open(id: number): Promise<void> {
    await this.page.goto(`/education/circle/question/detail/${id}`);
    await this.page.getByRole('list', { name: '评论列表' }).waitFor();
  }

  comment(text: string): Locator {
    return this.page.getByTestId('comment-item').filter({ hasText: text });
  }

  async writeComment(text: string): Promise<void> {
    await this.page.getByPlaceholder('写下你的评论…').fill(text);
    await this.page.getByRole('button', { name: '发表' }).click();
  }
}

/** /health/doctor/comment/audit: the servicer's moderation queue. */
export class ModerationQueuePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/health/doctor/comment/audit');
    await this.page.getByText('待审核').first().waitFor();
  }

  item(text: string): Locator {
    return this.page.getByTestId('queue-item').filter({ hasText: text });
  }

  async pass(text: string): Promise<void> {
    await this.item(text).getByRole('button', { name: '通过' }).click();
  }
}
