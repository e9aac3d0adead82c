import type { Page } from 'playwright-core';

export const YK_USER = '/app/yingkang/user';

/** The yingkang user shell's tab bar. */
export class YingkangShellPage {
  constructor(private readonly page: Page) {}

  async openHome(): Promise<void> {
    await this.page.goto(`${YK_USER}/index/home`);
    await this.page.getByRole('heading', { name: /^您好，/ }).waitFor();
  }

  /** Presses a tab of the bar and waits for its path. */
  async tab(label: string, path: string): Promise<void> {
    await this.page.getByRole('navigation', { name: '底部导航' }).getByText(label, { exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === `${YK_USER}${path}`);
  }
}

/** doctor/list and doctor/info: the doctors, 关注 and 收藏. */
export class YingkangDoctorPages {
  constructor(private readonly page: Page) {}

  async openList(): Promise<void> {
    await this.page.goto(`${YK_USER}/doctor/list`);
    await this.page.getByRole('list', { name: '医生列表' }).waitFor();
  }

  async openDoctor(name: string): Promise<void> {
    await this.page
      .getByRole('listitem', { name })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await this.page.waitForURL((url) => url.pathname === `${YK_USER}/doctor/info`);
    await this.page.getByTestId('doctor-name').waitFor();
  }

  mark(kind: 'attention' | 'collect') {
    return this.page.getByTestId(`mark-${kind}`);
  }

  /** Presses the mark button and waits until it shows `pressed`. */
  async setMark(kind: 'attention' | 'collect', pressed: boolean): Promise<void> {
    const button = this.mark(kind);
    await button.waitFor();
    await this.page.waitForFunction(
      (el) => !el?.classList.contains('adm-button-loading'),
      await button.elementHandle(),
    );
    if ((await button.getAttribute('aria-pressed')) !== String(pressed)) await button.click();
    await this.page.waitForFunction(
      ([el, want]) =>
        el?.getAttribute('aria-pressed') === want && !el.classList.contains('adm-button-loading'),
      [await button.elementHandle(), String(pressed)] as const,
    );
  }
}

/** mine/attention and mine/collect: the account's marks. */
export class YingkangMinePages {
  constructor(private readonly page: Page) {}

  async open(which: 'attention' | 'collect'): Promise<void> {
    await this.page.goto(`${YK_USER}/mine/${which}`);
    await this.page
      .getByText(/^共\d+条$|^暂无/)
      .first()
      .waitFor();
  }

  rowTitles(): Promise<string[]> {
    return this.page.getByTestId('mark-title').allTextContents();
  }
}
