import type { Locator, Page } from 'playwright-core';

const SHELL = '/app/chmsc/doctor/index';

/** /app/chmsc/login: the sample staff's sign-in (username, password, org code). */
export class ChmscLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(username: string, password: string, orgCode: string): Promise<void> {
    await this.page.goto('/app/chmsc/login');
    await this.page.getByPlaceholder('请输入机构编码').waitFor();
    await this.page.getByPlaceholder('请输入用户名').fill(username);
    await this.page.getByPlaceholder('请输入密码').fill(password);
    await this.page.getByPlaceholder('请输入机构编码').fill(orgCode);
    await this.page.getByRole('button', { name: '登录', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith(SHELL), { timeout: 15_000 });
  }
}

/** The mother/son tab (default) with its pair detail popup. */
export class MotherSonPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(SHELL);
    await this.page.getByTestId('pair-card').first().waitFor();
  }

  async goToSearch(): Promise<void> {
    await this.page.getByRole('button', { name: '搜索入组' }).click();
    await this.page.waitForURL(/mother\/son\/search/);
  }

  card(motherName: string): Locator {
    return this.page.getByTestId('pair-card').filter({ hasText: motherName });
  }

  detail(): Locator {
    return this.page.getByTestId('pair-detail');
  }

  async openTab(title: '样本采集' | '母子档案' | '项目管理'): Promise<void> {
    await this.page.getByText(title, { exact: true }).last().click();
  }
}

/** /app/chmsc/doctor/mother/son/search: find a woman and enrol her. */
export class MotherSearchPage {
  constructor(private readonly page: Page) {}

  async search(keyword: string): Promise<void> {
    const box = this.page.getByPlaceholder('姓名、身份证号或手机号');
    await box.fill(keyword);
    await box.press('Enter');
  }

  candidate(name: string): Locator {
    return this.page.getByTestId('candidate').filter({ hasText: name });
  }

  async enrol(name: string): Promise<void> {
    await this.candidate(name).getByRole('button', { name: '入组' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: '入组' }).click();
  }
}

/** /app/chmsc/doctor/sample/collection/form?pair=: the sample of an enrolled mother. */
export class SampleFormPage {
  constructor(private readonly page: Page) {}

  async fill(v: { phase: string; type: string; encode: string; address: string }): Promise<void> {
    const form = this.page.getByRole('region', { name: '样本信息' });
    await form.waitFor();
    await form.getByText(v.phase, { exact: true }).click();
    await form.getByText(v.type, { exact: true }).click();
    await this.page.getByPlaceholder('如 BC26-0101').fill(v.encode);
    await this.page.getByPlaceholder(/冻存盒05/).fill(v.address);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: '保存样本' }).click();
  }
}

/** The sampleCollection tab: recent samples. */
export class SampleCollectionPage {
  constructor(private readonly page: Page) {}

  card(encode: string): Locator {
    return this.page.getByTestId('sample-card').filter({ hasText: encode });
  }
}
