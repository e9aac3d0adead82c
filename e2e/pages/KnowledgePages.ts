import type { Page } from 'playwright-core';

const PLAY_SAVE = '/api/education/knowledge/play/history';

/** The education screens of a learner: courses, an item's player, the exam. */
export class KnowledgePages {
  constructor(private readonly page: Page) {}

  /** Signs in at /education/login with phone and password. */
  async signIn(tel: string, password: string): Promise<void> {
    await this.page.goto('/education/login');
    const form = this.page.getByRole('tabpanel', { name: '密码登录' });
    await form.getByPlaceholder('请输入手机号').fill(tel);
    await form.getByPlaceholder('请输入密码').fill(password);
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname !== '/education/login');
  }

  async openCourse(title: string): Promise<void> {
    await this.page.goto('/education/course/list');
    await this.page.getByTestId('knowledge-title').filter({ hasText: title }).click();
    await this.page.waitForURL((url) => url.pathname === '/education/course/detail');
    await this.page.getByRole('heading', { name: title }).waitFor();
  }

  courseItem(title: string) {
    return this.page.getByRole('region', { name: '课程内容' }).getByText(title);
  }

  /** Opens an item of the course page and waits for its player to have resumed (if any). */
  async openAudio(title: string): Promise<void> {
    await this.courseItem(title).click();
    await this.page.waitForURL((url) => url.pathname === '/app/common/video/detail');
    await this.page
      .locator('[data-testid="knowledge-audio"][data-ready="true"]')
      .waitFor({ state: 'attached' });
  }

  audioTime(): Promise<number> {
    return this.page.getByTestId('knowledge-audio').evaluate((el) => (el as HTMLAudioElement).currentTime);
  }

  /** Plays, then moves to `fraction` of the length and pauses; resolves when the position is saved. */
  async playTo(fraction: number): Promise<number> {
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith(PLAY_SAVE) && r.request().method() === 'POST' && r.status() === 200,
    );
    const at = await this.page.getByTestId('knowledge-audio').evaluate(async (node, f) => {
      const el = node as HTMLAudioElement;
      el.muted = true;
      await el.play();
      const target = Math.round(el.duration * f);
      await new Promise<void>((resolve) => {
        el.addEventListener('seeked', () => resolve(), { once: true });
        el.currentTime = target;
      });
      el.pause();
      return target;
    }, fraction);
    await saved;
    return at;
  }

  /** Plays the last half second so the audio ends (the player saves the end). */
  async playToEnd(): Promise<void> {
    await this.page.getByTestId('knowledge-audio').evaluate(async (node) => {
      const el = node as HTMLAudioElement;
      el.muted = true;
      el.currentTime = Math.max(0, el.duration - 0.5);
      const ended = new Promise<void>((resolve) =>
        el.addEventListener('ended', () => resolve(), { once: true }),
      );
      await el.play();
      await ended;
    });
  }

  /** Waits until the course page shows the item as done. */
  async itemDone(title: string): Promise<void> {
    await this.page
      .getByRole('region', { name: '课程内容' })
      .locator('.adm-list-item')
      .filter({ hasText: title })
      .getByText('已学完')
      .waitFor();
  }

  async answer(stem: string, options: string[]): Promise<void> {
    const q = this.page.locator('fieldset').filter({ hasText: stem });
    for (const o of options) await q.getByText(o, { exact: true }).click();
  }
}
