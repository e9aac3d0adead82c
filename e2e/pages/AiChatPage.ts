import type { Page } from 'playwright-core';

export const AI_CHAT_PATH = '/ai/chat';

/** /ai/chat: the AI health assistant (question box, streamed answers, history). */
export class AiChatPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(AI_CHAT_PATH);
    await this.page.getByTestId('ai-provider').waitFor();
  }

  providerNotice() {
    return this.page.getByTestId('ai-provider');
  }

  /**
   * Records, in the page, every text the newest answer shows while it streams (a
   * MutationObserver), so a test can see it grow. Call before asking.
   */
  async recordAnswerTexts(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { aiTexts: string[] }).aiTexts = seen;
      new MutationObserver(() => {
        const answers = document.querySelectorAll('[data-testid="ai-answer"]');
        const last = answers[answers.length - 1];
        if (!last) return;
        const text = last.querySelector('[data-testid="ai-answer-text"]')?.textContent ?? '';
        const state = last.getAttribute('aria-busy') === 'true' ? 'busy' : 'done';
        const entry = `${state}:${text.length}`;
        if (seen.at(-1) !== entry) seen.push(entry);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }

  recordedTexts(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { aiTexts: string[] }).aiTexts);
  }

  async ask(question: string): Promise<void> {
    await this.page.getByPlaceholder('请输入您的健康问题').fill(question);
    await this.page.getByRole('button', { name: '发送', exact: true }).click();
  }

  lastAnswer() {
    return this.page.getByTestId('ai-answer').last();
  }

  async openHistory(): Promise<void> {
    await this.page.getByTestId('ai-history').click();
  }

  session(name: string) {
    return this.page.getByTestId('ai-session').filter({ hasText: name });
  }
}
