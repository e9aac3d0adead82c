import type { Locator, Page } from 'playwright-core';

export const RESERVE_PATHS = {
  doctorList: '/health/patient/reserve/doctor/list',
  doctorInfo: '/health/patient/reserve/doctor/info',
  pay: '/health/patient/reserve/pay',
  paySuccess: '/health/patient/reserve/pay/success',
  orderDetail: '/health/order/reserve/detail',
  doctorReserve: '/health/doctor/patient/reserve',
} as const;

/** The patient's side of 预约挂号: doctor list, the doctor's day, booking, pay, the detail. */
export class PatientReservePages {
  constructor(private readonly page: Page) {}

  /** The doctor list on `date` (MM-DD tab), then the doctor's schedule of that day. */
  async openDoctor(doctorName: string, date: string): Promise<void> {
    await this.page.goto(RESERVE_PATHS.doctorList);
    await this.dayTab(date).click();
    await this.page.getByRole('button', { name: `预约${doctorName}` }).click();
    await this.page.waitForURL((url) => url.pathname === RESERVE_PATHS.doctorInfo);
    await this.page.getByRole('region', { name: '就诊时段' }).waitFor();
  }

  dayTab(date: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(date.slice(5)) });
  }

  /** The segment's button ("14:00-15:00 余1" or "14:00-15:00 已约满"). */
  segment(segment: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${segment} `) });
  }

  async chooseSegment(segment: string): Promise<void> {
    await this.segment(segment).click();
    await this.page.getByRole('region', { name: '预约信息' }).waitFor();
  }

  async choosePatient(name: string): Promise<void> {
    await this.page.getByRole('region', { name: '预约信息' }).getByText(name, { exact: true }).click();
  }

  async book(): Promise<void> {
    await this.page.getByRole('button', { name: '立即预约' }).click();
  }

  payAmount(): Locator {
    return this.page.getByTestId('pay-amount');
  }

  /** 立即支付 -> the 沙箱支付 page -> 确认支付 -> 返回 to reserve/pay/success. */
  async payInSandbox(): Promise<void> {
    await this.page.getByRole('button', { name: /^立即支付/ }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/'));
    await this.page.getByRole('alert').filter({ hasText: '沙箱支付' }).waitFor();
    await this.page.getByRole('button', { name: '确认支付' }).click();
    await this.page.getByRole('heading', { name: '支付成功' }).waitFor();
    await this.page.getByRole('link', { name: '返回' }).click();
    await this.page.waitForURL((url) => url.pathname === RESERVE_PATHS.paySuccess);
  }

  async openDetailFromSuccess(): Promise<void> {
    await this.page.getByRole('button', { name: '查看预约' }).click();
    await this.page.waitForURL((url) => url.pathname === RESERVE_PATHS.orderDetail);
  }

  state(): Locator {
    return this.page.getByTestId('reserve-state');
  }

  /** The request layer's toast for a refused call (spec 2 section 8: 错误400：<server msg>). */
  refusal(text: string): Locator {
    return this.page.getByText(new RegExp(text)).first();
  }
}

/** The doctor's 门诊预约 list. */
export class DoctorReservePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(RESERVE_PATHS.doctorReserve);
  }

  reservation(patientName: string, date: string): Locator {
    return this.page
      .getByRole('region', { name: date })
      .getByRole('listitem')
      .filter({ hasText: patientName });
  }
}
