import type { Locator, Page } from 'playwright-core';

/** The comment thread under an article, a knowledge item or a circle post (features/comments). */
export class CommentThreadPart {
  constructor(private readonly page: Page) {}

  /** The thread's list, or its empty state when nothing is visible yet. */
  async waitUntilShown(): Promise<void> {
    await this.page
      .getByRole('list', { name: '评论列表' })
      .or(this.page.getByText('暂无评论，快来说两句'))
      .first()
      .waitFor();
  }

  comment(text: string): Locator {
    return this.page.getByTestId('comment-item').filter({ hasText: text });
  }

  async write(text: string): Promise<void> {
    await this.page.getByPlaceholder('写下你的评论…').fill(text);
    await this.page.getByRole('button', { name: '发表' }).click();
  }
}

/** /education/circle/question/detail/:id: a question, its answers and the comment thread. */
export class QuestionDetailPage {
  private readonly thread: CommentThreadPart;
  constructor(private readonly page: Page) {
    this.thread = new CommentThreadPart(page);
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/education/circle/question/detail/${id}`);
    await this.page.getByRole('list', { name: '评论列表' }).waitFor();
  }

  comment(text: string): Locator {
    return this.thread.comment(text);
  }

  async writeComment(text: string): Promise<void> {
    await this.thread.write(text);
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
