import type { Page } from 'playwright-core';

export const ARTICLE_WRITE_PATH = '/health/doctor/article/write';
export const DOCTOR_ARTICLES_PATH = '/health/doctor/article/list';
export const ARTICLE_LIST_PATH = '/app/common/article/list';

/** A one-pixel PNG (an illustration stand-in). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** /health/doctor/article/write: category, title, body with images, publish. */
export class ArticleWritePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(ARTICLE_WRITE_PATH);
    await this.page.getByPlaceholder('请输入标题').waitFor();
  }

  async fill(category: string, title: string, body: string): Promise<void> {
    await this.page.locator('.adm-selector').getByText(category, { exact: true }).click();
    await this.page.getByPlaceholder('请输入标题').fill(title);
    const editor = this.page.getByRole('textbox', { name: '正文', exact: true });
    await editor.click();
    await editor.pressSequentially(body);
  }

  /** Uploads an image and waits until it stands in the body as a stored file. */
  async insertImage(name: string, buffer: Buffer): Promise<void> {
    await this.page.getByTestId('article-image-input').setInputFiles({ name, mimeType: 'image/png', buffer });
    await this.page
      .getByRole('textbox', { name: '正文', exact: true })
      .locator('img[src^="/api/files/"]')
      .waitFor();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: '发布', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === DOCTOR_ARTICLES_PATH);
  }
}

/** /app/common/article/list and its detail. */
export class ArticleListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(ARTICLE_LIST_PATH);
    await this.page
      .getByRole('searchbox')
      .or(this.page.getByPlaceholder('搜索文章标题或内容'))
      .first()
      .waitFor();
  }

  async search(words: string): Promise<void> {
    const box = this.page.getByPlaceholder('搜索文章标题或内容');
    await box.fill(words);
    await box.press('Enter');
  }

  card(title: string) {
    return this.page.getByTestId('article-card').filter({ hasText: title });
  }
}
