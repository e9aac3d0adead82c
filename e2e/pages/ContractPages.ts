import type { Locator, Page } from 'playwright-core';

export const CONTRACT_PATHS = {
  manage: '/health/doctor/sign/manage',
  add: '/health/doctor/sign/add',
  detail: '/health/doctor/sign/detail',
  resident: '/health/patient/pre/sign',
} as const;

/** The doctor's side: offer a contract to a resident, the contract's detail and its moves. */
export class DoctorContractPages {
  constructor(private readonly page: Page) {}

  /** Offers a contract to the resident found by `search` (a phone number), with extra packs. */
  async offer(search: string, residentName: string, packs: string[]): Promise<void> {
    await this.page.goto(CONTRACT_PATHS.add);
    const picker = this.page.getByRole('region', { name: '签约居民' });
    await picker.getByPlaceholder('搜索姓名、手机号或身份证号').fill(search);
    await picker.getByPlaceholder('搜索姓名、手机号或身份证号').press('Enter');
    await picker.getByRole('button', { name: new RegExp(residentName) }).click();
    await picker.getByText('已选择').waitFor();
    for (const pack of packs) await this.page.getByText(pack).first().click();
    await this.page.getByRole('button', { name: '发起签约', exact: true }).last().click();
    await this.page.waitForURL((url) => url.pathname === CONTRACT_PATHS.detail);
  }

  state(): Locator {
    return this.page.getByRole('region', { name: '签约信息' }).getByTestId('contract-state');
  }

  facts(): Locator {
    return this.page.getByRole('region', { name: '签约信息' });
  }

  history(): Locator {
    return this.page.getByRole('region', { name: '签约记录' });
  }

  /** Ends the contract with a reason (and a remark, which 其他 needs). */
  async terminate(reason: string, remark?: string): Promise<void> {
    await this.page.getByRole('button', { name: '解约', exact: true }).click();
    await this.page.getByText(reason, { exact: true }).click();
    if (remark) await this.page.getByPlaceholder(reason === '其他' ? '必填' : '选填').fill(remark);
    await this.page.getByRole('button', { name: '确认解约' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  }
}

/** The resident's side: the signing screen with the contracts offered to them. */
export class ResidentContractPage {
  constructor(private readonly page: Page) {}

  async open(patientId: number): Promise<void> {
    await this.page.goto(`${CONTRACT_PATHS.resident}?patientId=${patientId}`);
  }

  contract(doctorName: string): Locator {
    return this.page.getByTestId('resident-contract').filter({ hasText: doctorName });
  }

  async confirm(doctorName: string): Promise<void> {
    await this.contract(doctorName).getByRole('button', { name: '确认签约' }).click();
  }
}
