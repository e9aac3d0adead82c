import type { Page } from 'playwright-core';

export const SJTU = {
  login: '/app/sjtu/questionnaire/login',
  index: '/app/sjtu/questionnaire/index',
  form: '/app/sjtu/questionnaire/form',
  result: '/app/sjtu/questionnaire/result',
  history: '/app/sjtu/questionnaire/report/history',
} as const;

/** /app/sjtu/questionnaire/login: the participant's phone sign-in, landing on the study intro. */
export class SjtuLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(tel: string, password: string): Promise<void> {
    await this.page.goto(SJTU.login);
    const form = this.page.getByRole('tabpanel', { name: '密码登录' });
    await form.getByPlaceholder('请输入手机号').fill(tel);
    await form.getByPlaceholder('请输入密码').fill(password);
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === SJTU.index);
  }
}

/** /app/sjtu/questionnaire/index: the intro card, its button chosen by the index (spec 2 section 4). */
export class SjtuIntroPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(SJTU.index);
    await this.card().waitFor();
  }

  card() {
    return this.page.getByTestId('sjtu-intro');
  }

  async index(): Promise<number> {
    return Number(await this.card().getAttribute('data-index'));
  }

  async progress(): Promise<string> {
    return (await this.page.getByTestId('sjtu-progress').textContent()) ?? '';
  }

  button(name: string) {
    return this.card().getByRole('button', { name, exact: true });
  }
}

/** /app/sjtu/questionnaire/form: one question a page. */
export class SjtuFormPage {
  constructor(private readonly page: Page) {}

  item(content: string) {
    return this.page.getByRole('group', { name: content, exact: true });
  }

  async step(): Promise<string> {
    return ((await this.page.getByTestId('sjtu-step').textContent()) ?? '').replace(/\s+/g, '');
  }

  async waitForStep(n: number): Promise<void> {
    await this.page
      .getByTestId('sjtu-step')
      .getByText(new RegExp(`第\\s*${n}\\s*题`))
      .waitFor();
  }

  async choose(content: string, option: string): Promise<void> {
    await this.item(content).getByText(option, { exact: true }).click();
  }

  async isChosen(content: string, option: string): Promise<boolean> {
    return this.item(content).locator('.adm-radio-checked', { hasText: option }).isVisible();
  }

  async fill(content: string, text: string): Promise<void> {
    await this.item(content).locator('input').fill(text);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '下一题', exact: true }).click();
  }

  async previous(): Promise<void> {
    await this.page.getByRole('button', { name: '上一题', exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '提交', exact: true }).click();
  }

  async saved(): Promise<void> {
    await this.page
      .getByTestId('draft-status')
      .getByText(/已自动保存/)
      .waitFor();
  }

  async leave(): Promise<void> {
    await this.page.getByRole('button', { name: '保存进度，稍后继续' }).click();
    await this.page.waitForURL((url) => url.pathname === SJTU.index);
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

/** /app/sjtu/questionnaire/result and /report/history. */
export class SjtuResultPage {
  constructor(private readonly page: Page) {}

  async total(): Promise<string> {
    return (await this.page.getByTestId('result-total').textContent()) ?? '';
  }

  async level(): Promise<string> {
    return (await this.page.getByTestId('result-level').textContent()) ?? '';
  }

  disclaimer() {
    return this.page.getByTestId('index-disclaimer');
  }

  reports() {
    return this.page.getByRole('region', { name: '历次报告' }).locator('.adm-list-item');
  }
}
