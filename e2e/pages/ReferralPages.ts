import type { Page } from 'playwright-core';

export const REFERRAL_LIST_PATH = '/health/doctor/transfer/list';
export const REFERRAL_ADD_PATH = '/health/doctor/transfer/add';
export const REFERRAL_DETAIL_PATH = '/health/doctor/transfer/detail';

/** /health/doctor/transfer/add?patientId=: the patient, the target, type, diagnosis and cause. */
export class ReferralAddPage {
  constructor(private readonly page: Page) {}

  async open(patientId: number): Promise<void> {
    await this.page.goto(`${REFERRAL_ADD_PATH}?patientId=${patientId}`);
  }

  /** The chosen patient as the form shows it ("周建国 男 61岁"). */
  patient() {
    return this.page.getByTestId('referral-patient-pick');
  }

  /** 转给医生: search the project's doctors by name and pick one. */
  async chooseDoctor(name: string): Promise<void> {
    await this.page.locator('.adm-selector-item', { hasText: /^医生$/ }).click();
    await this.page.getByTestId('referral-target').click();
    const search = this.page.getByPlaceholder('搜索医生姓名');
    await search.fill(name);
    await search.press('Enter');
    await this.page.locator('button', { hasText: name }).first().click();
  }

  async fill(fields: { diagnose: string; cause: string; summary?: string }): Promise<void> {
    await this.page.getByPlaceholder('如：原发性高血压（2级，高危）').fill(fields.diagnose);
    await this.page.getByPlaceholder('需要对方解决的问题').fill(fields.cause);
    if (fields.summary)
      await this.page.getByPlaceholder('现病史、用药、近期检查（选填）').fill(fields.summary);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '提交转诊' }).click();
    await this.page.waitForURL((url) => url.pathname === REFERRAL_DETAIL_PATH);
  }
}

/** /health/doctor/transfer/list: received and sent referrals as cards. */
export class ReferralListPage {
  constructor(private readonly page: Page) {}

  async open(tab: 'in' | 'out' = 'in'): Promise<void> {
    await this.page.goto(`${REFERRAL_LIST_PATH}?tab=${tab}`);
    await this.page.getByRole('tab', { name: tab === 'in' ? '收到的转诊' : '发出的转诊' }).waitFor();
  }

  card(patientName: string) {
    return this.page.getByTestId('referral-card').filter({ hasText: patientName });
  }
}

/** /health/doctor/transfer/detail?id=: the referral, its state and the moves the doctor may make. */
export class ReferralDetailPage {
  constructor(private readonly page: Page) {}

  state() {
    return this.page.getByTestId('referral-state').textContent();
  }

  async accept(): Promise<void> {
    await this.page.getByRole('button', { name: '接收', exact: true }).click();
    await this.page.getByRole('button', { name: '确定' }).click();
  }
}
